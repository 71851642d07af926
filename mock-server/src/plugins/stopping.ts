import fp from 'fastify-plugin';
import { errorBody } from './reply.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the mock is stopping (SIGTERM, SIGINT: main.ts): new requests are refused with a 503. */
    stopping: boolean;
  }
}

/**
 * While the mock stops, a request that arrives (on a kept-alive connection; the port no longer takes new ones) is
 * refused with a 503 in the error envelope and `Connection: close`, before anything runs: a client can tell it was
 * not done and send it again after the restart. Requests already under way are answered as usual (main.ts waits for
 * them). Fastify's own 503 while closing is turned off (app.ts): it is not an envelope.
 */
export default fp(
  async (app) => {
    app.decorate('stopping', false);
    app.addHook('onRequest', async (_request, reply) => {
      if (!app.stopping) return;
      reply.header('connection', 'close');
      return reply.code(503).send(errorBody(503, 'The mock is stopping: send this again once it is back'));
    });
  },
  { name: 'stopping' },
);
