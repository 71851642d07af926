import type { FastifyInstance } from 'fastify';
import type { Db } from './db/open.ts';

/** Requests still running this long after the signal (a slow upload) are cut off. */
const GRACE_MS = 3000;
/** Whatever still runs this long after the signal, the process exits (docker stop kills at 10 s). */
const EXIT_MS = 4500;

/**
 * Stops the mock on SIGTERM (what `docker stop` sends) and SIGINT within 5 s, keeping every acknowledged write: an
 * answer goes out only once its write is on disk, so what was answered is kept whatever happens next. New requests
 * are refused with a 503 (plugins/stopping.ts), requests under way are answered (their writes included) unless they
 * outlast GRACE_MS, then the changes not yet written are written and the process exits. A background snapshot under
 * way is left: the next start takes its own.
 */
export function stopOnSignals(app: FastifyInstance, db: Db): void {
  const stop = async (signal: string) => {
    const started = Date.now();
    app.log.info(`${signal}: stopping`);
    app.stopping = true;
    const cutOff = setTimeout(() => app.server.closeAllConnections(), GRACE_MS);
    setTimeout(() => {
      console.error(`${signal}: still stopping after ${EXIT_MS} ms; exiting (every answered write is on disk)`);
      process.exit(1);
    }, EXIT_MS).unref();
    await app.close();
    clearTimeout(cutOff);
    await db.write();
    app.log.info(`${signal}: stopped in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
