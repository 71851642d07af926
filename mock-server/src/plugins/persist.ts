import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes the state: it is written before the answer goes out (set by `serve`). */
    writes?: boolean;
  }
}

type Task = () => Promise<unknown>;
const pending = new WeakMap<FastifyRequest, Task[]>();

/** Runs `task` once this request's state is written, e.g. deleting a file only when no record points at it. */
export function afterWrite(request: FastifyRequest, task: Task): void {
  pending.set(request, [...(pending.get(request) ?? []), task]);
}

/**
 * Handlers change `app.db.data` and never write it themselves: every answer of a route that writes, success or error
 * (failed attempts count too), is held until the state is on disk, so a client that saw an answer sees its effect
 * after a restart. Writes are serialised and coalesced by the adapter (db/atomicFile.ts).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.routeOptions.config.writes) await app.db.write();
      for (const task of pending.get(request) ?? []) await task();
      return payload;
    });
  },
  { name: 'persist', dependencies: ['core'] },
);
