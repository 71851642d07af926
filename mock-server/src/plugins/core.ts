import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { DbState } from '../db/types.ts';

export interface CoreDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** The seeded state, kept so that a reset is a copy, not a re-seed. */
  seed: DbState;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    seedState: DbState;
  }
}

/** The injected services every route can reach through `app`. */
export default fp<CoreDeps>(
  async (app, deps) => {
    app.decorate('db', deps.db);
    app.decorate('config', deps.config);
    app.decorate('clock', deps.clock);
    app.decorate('seedState', deps.seed);
  },
  { name: 'core' },
);
