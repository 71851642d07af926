import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import activityPlugin from './plugins/activity.ts';
import authPlugin from './plugins/auth.ts';
import cacheHeadersPlugin from './plugins/cacheHeaders.ts';
import checkAnswersPlugin from './plugins/checkAnswers.ts';
import consolePlugin from './plugins/console.ts';
import contentEncodingPlugin from './plugins/contentEncoding.ts';
import refusedBodiesPlugin from './plugins/refusedBodies.ts';
import securityHeadersPlugin from './plugins/securityHeaders.ts';
import stoppingPlugin from './plugins/stopping.ts';
import corePlugin, { type CoreDeps } from './plugins/core.ts';
import errorsPlugin, { formatSchemaErrors } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import { frameworkErrorOptions } from './plugins/frameworkErrors.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import multipartPlugin from './plugins/multipart.ts';
import notificationsPlugin from './plugins/notifications.ts';
import openapiPlugin from './plugins/openapi.ts';
import otpGuessesPlugin from './plugins/otpGuesses.ts';
import persistPlugin from './plugins/persist.ts';
import quirksPlugin from './plugins/quirks.ts';
import replyPlugin from './plugins/reply.ts';
import scenariosPlugin from './plugins/scenarios.ts';
import staticPlugin from './plugins/static.ts';
import trainerPasscodePlugin from './plugins/trainerPasscode.ts';
import validationPlugin, { validationOptions } from './plugins/validation.ts';
import routes from './routes/index.ts';

export interface AppOptions extends CoreDeps {
  /** Fastify logger settings; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Check every answer of a contract call against its declaration (tests): a mismatch answers 500. */
  checkAnswers?: boolean;
  /** Tests: adds hooks before any plugin, so they see every request first (`testing/restartGuard.ts`). */
  instrument?: (app: FastifyInstance) => void;
}

/** Builds the mock (no listening): the database, configuration and clock are injected. */
export async function buildApp({
  logger = false,
  checkAnswers = false,
  instrument,
  ...deps
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    schemaErrorFormatter: formatSchemaErrors,
    // While stopping, plugins/stopping.ts refuses new requests in the error envelope.
    return503OnClosing: false,
    ...frameworkErrorOptions,
    ...validationOptions,
  });
  instrument?.(app);

  await app.register(stoppingPlugin);
  await app.register(refusedBodiesPlugin);
  await app.register(corePlugin, deps);
  await app.register(validationPlugin);
  await app.register(replyPlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(trainerPasscodePlugin);
  await app.register(contentEncodingPlugin);
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  await app.register(authPlugin);
  await app.register(activityPlugin);
  await app.register(scenariosPlugin);
  await app.register(otpGuessesPlugin);
  await app.register(filesPlugin);
  await app.register(notificationsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(persistPlugin);
  if (checkAnswers) await app.register(checkAnswersPlugin);
  await app.register(quirksPlugin);
  await app.register(openapiPlugin);
  await app.register(consolePlugin);

  await app.register(routes);

  await app.register(staticPlugin);
  await app.ready();
  return app;
}
