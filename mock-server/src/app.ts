import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import authPlugin from './plugins/auth.ts';
import corePlugin, { type CoreDeps } from './plugins/core.ts';
import errorsPlugin, { formatSchemaErrors } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import multipartPlugin from './plugins/multipart.ts';
import replyPlugin from './plugins/reply.ts';
import staticPlugin from './plugins/static.ts';
import activityRoutes from './routes/activities/index.ts';
import authRoutes from './routes/auth/index.ts';
import batchDetailsRoute from './routes/batches/details.ts';
import evidenceRoutes from './routes/evidence/index.ts';
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

  await app.register(authRoutes);
  await app.register(batchDetailsRoute);
  await app.register(activityRoutes);
  await app.register(evidenceRoutes);
  await app.register(trainerRoutes);

  await app.register(staticPlugin);
  await app.ready();
  return app;
}
