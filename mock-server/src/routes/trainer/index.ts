import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { copyOf } from '../../db/open.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { findAssessor } from '../../services/auth/assessors.ts';
import { serve } from '../serve.ts';
import assignmentRoutes from './assignments.ts';
import trainerAttendanceRoutes from './attendance.ts';
import trainerAuthRoutes from './auth.ts';
import trainerBatchesRoute from './batches.ts';
import trainerCloseoutRoutes from './closeout.ts';
import profileDocumentRoutes from './profileDocuments.ts';
import trainerCandidateRoutes from './candidates.ts';
import { LessonSlot } from './lessons.ts';
import rehearsalRoutes from './rehearsal.ts';

/**
 * Trainer endpoints: mock-only controls for demos and tests, declared in contract/src/calls/trainer/ (source
 * 'mock', not part of the real API). They answer in the same envelopes as the API.
 */
export default async function trainerRoutes(app: FastifyInstance) {
  await app.register(trainerAuthRoutes);
  // The loaded lesson (memory only), so a reset to the seed forgets it as a restart would.
  const lessons = new LessonSlot();

  serve(app, trainerCalls.health, async (_request, reply) =>
    reply.ok('Mock server is running', { seed: app.config.seed, today: app.config.today, now: app.clock.now() }),
  );

  serve(app, trainerCalls.assessors, async (_request, reply) =>
    reply.ok(
      'Assessors',
      app.db.data.assessors.map(
        ({ _id, assessorId, fullName, email, mobile, isActive, isAssessorRegister, deletedAt }) => ({
          _id,
          assessorId,
          fullName,
          email,
          mobile,
          isActive,
          isAssessorRegister,
          deleted: Boolean(deletedAt),
        }),
      ),
    ),
  );

  serve(app, trainerCalls.reset, async (request, reply) => {
    // The seed names no stored file: an empty registry, and the files go once that is written.
    app.db.data = { ...copyOf(app.seedState), storedFiles: [] };
    app.scenarios.clear();
    lessons.forget();
    // Once the stored state no longer points at them.
    afterWrite(request, () => app.files.clear());
    return reply.ok('Mock data reset to the seed');
  });

  await app.register(trainerBatchesRoute);
  await app.register(assignmentRoutes);
  await app.register(trainerCloseoutRoutes);
  await app.register(trainerAttendanceRoutes);
  await app.register(profileDocumentRoutes);
  await app.register(trainerCandidateRoutes);
  await app.register(rehearsalRoutes, { lessons });

  serve(app, trainerCalls.endSessions, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const endedSessions = app.sessions.endAllFor(assessor._id);
    return reply.ok('Sessions ended', { _id: assessor._id, email: assessor.email, endedSessions });
  });
}
