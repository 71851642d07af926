import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '@assessor/contract';
import fp from 'fastify-plugin';
import type { Assessor, Session } from '../db/types.ts';
import { SessionStore } from '../services/auth/sessions.ts';

export interface AuthInfo {
  session: Session;
  assessor: Assessor;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** onRequest hook of every `auth: true` call: answers 401/410 or sets `request.auth`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessions', new SessionStore(app.db, app.clock));
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.headers[AUTH_HEADER];
      if (typeof token !== 'string' || token === '') {
        return reply.fail(401, 'You need to provide token for authentication');
      }
      const session = app.sessions.find(token);
      if (!session) return reply.fail(401, 'Invalid token');
      if (session.endedAt !== null) return reply.fail(410, 'This token has been expired');
      if (app.clock.now() >= session.expiresAt) return reply.fail(401, 'Session has been expired');
      const assessor = app.db.data.assessors.find((candidate) => candidate._id === session.assessor_id);
      if (!assessor) return reply.fail(401, 'Invalid token');
      request.auth = { session, assessor };
      return undefined;
    });
  },
  { name: 'auth', dependencies: ['core', 'reply'] },
);
