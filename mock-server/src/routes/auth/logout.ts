import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../serve.ts';

export default async function logoutRoute(app: FastifyInstance) {
  serve(app, authCalls.logout, async (request, reply) => {
    app.sessions.end(request.auth.session);
    return reply.ok('Logout successfully');
  });
}
