import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import authPlugin from './plugins/auth.ts';
import corePlugin, { type CoreDeps } from './plugins/core.ts';
import errorsPlugin, { formatSchemaErrors } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import multipartPlugin from './plugins/multipart.ts';
import notificationsPlugin from './plugins/notifications.ts';
import quirksPlugin from './plugins/quirks.ts';
import replyPlugin from './plugins/reply.ts';
import staticPlugin from './plugins/static.ts';
import activityRoutes from './routes/activities/index.ts';
import authRoutes from './routes/auth/index.ts';
import batchRoutes from './routes/batches/index.ts';
import evidenceRoutes from './routes/evidence/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import profilePercentageRoute from './routes/profile/percentage.ts';
import requestRoutes from './routes/requests/index.ts';
import assignmentRoutes from './routes/trainer/assignments.ts';
import trainerRoutes from './routes/trainer/index.ts';

export interface AppOptions extends CoreDeps {
  /** Fastify logger settings; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the mock (no listening): the database, configuration and clock are injected. */
export async function buildApp({ logger = false, ...deps }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, schemaErrorFormatter: formatSchemaErrors });

  await app.register(corePlugin, deps);
  await app.register(replyPlugin);
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  await app.register(authPlugin);
  await app.register(filesPlugin);
  await app.register(notificationsPlugin);
  await app.register(quirksPlugin);

  await app.register(authRoutes);
  await app.register(batchRoutes);
  await app.register(requestRoutes);
  await app.register(notificationRoutes);
  await app.register(activityRoutes);
  await app.register(evidenceRoutes);
  await app.register(profilePercentageRoute);
  await app.register(trainerRoutes);
  await app.register(assignmentRoutes);

  await app.register(staticPlugin);
  await app.ready();
  return app;
}
