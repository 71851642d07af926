import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ActivityFeed } from '../services/trainer/activity.ts';
import { traineeOf } from '../services/trainer/traineeOf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API calls of the trainees, for the trainer console's live feed (GET /__mock/activity). */
    activity: ActivityFeed;
  }
}

const startedAt = new WeakMap<FastifyRequest, number>();

/** Adds one `/api/` call to the feed; `status` 0 for a connection dropped by a scenario. */
export function recordActivity(app: FastifyInstance, request: FastifyRequest, status: number): void {
  if (!request.url.startsWith('/api/')) return;
  const who = traineeOf(app, request);
  const started = startedAt.get(request);
  app.activity.record({
    at: app.clock.now(),
    method: request.method,
    path: request.url.split('?')[0]!,
    status,
    ms: started === undefined ? 0 : Math.round(performance.now() - started),
    ...(who ? { assessor: who._id, email: who.email } : {}),
  });
}

/** Records every `/api/` call (method, path, status, time, who) once it is answered. */
export default fp(
  async (app) => {
    app.decorate('activity', new ActivityFeed());
    app.addHook('onRequest', async (request) => {
      startedAt.set(request, performance.now());
    });
    app.addHook('onResponse', async (request, reply) => {
      recordActivity(app, request, reply.statusCode);
    });
  },
  { name: 'activity', dependencies: ['core', 'auth'] },
);
