import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findAssessor } from '../../services/assessors.ts';
import { copyOf } from '../../db/open.ts';
import { afterWrite } from '../../plugins/persist.ts';
import assignmentRoutes from './assignments.ts';
import trainerAuthRoutes from './auth.ts';
import trainerBatchesRoute from './batches.ts';

/**
 * Trainer endpoints: mock-only controls for demos and tests (not part of the real API, so not in the contract).
 * They answer in the same envelopes as the API.
 */
export default async function trainerRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(trainerAuthRoutes);

  app.get('/__mock/health', async (_request, reply) =>
    reply.ok('Mock server is running', { seed: app.config.seed, today: app.config.today, now: app.clock.now() }));

  app.get('/__mock/assessors', async (_request, reply) =>
    reply.ok('Assessors', app.db.data.assessors.map(({ _id, assessorId, fullName, email, mobile, isActive, isAssessorRegister, deletedAt }) =>
      ({ _id, assessorId, fullName, email, mobile, isActive, isAssessorRegister, deleted: Boolean(deletedAt) }))));

  app.post('/__mock/reset', { config: { writes: true } }, async (request, reply) => {
    app.db.data = copyOf(app.seedState);
    // Once the stored state no longer points at them.
    afterWrite(request, () => app.files.clear());
    return reply.ok('Mock data reset to the seed');
  });

  await app.register(trainerBatchesRoute);
  await app.register(assignmentRoutes);

  app.post('/__mock/assessors/:id/end-sessions', {
    config: { writes: true },
    schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 254 }) }) },
  }, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const endedSessions = app.sessions.endAllFor(assessor._id);
    return reply.ok('Sessions ended', { _id: assessor._id, email: assessor.email, endedSessions });
  });
}
