import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { findAssessor } from '../../services/auth/assessors.ts';
import { serve } from '../serve.ts';

/** `GET /__mock/assessors/:id/batches`: an assessor's accepted batches with their day records (to rehearse evidence). */
export default async function trainerBatchesRoute(app: FastifyInstance) {
  serve(app, trainerCalls.assessorBatches, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const batches = app.db.data.batches
      .filter((batch) => batch.accessorId === assessor._id && batch.isAcceptAssesor)
      .map(({ _id, batchId, startDate, endDate }) => ({
        _id,
        batchId,
        startDate,
        endDate,
        days: app.db.data.assessmentDays
          .filter((day) => day.batch_id === _id)
          .map(({ _id: dayId, date }) => ({ _id: dayId, date })),
      }));
    return reply.ok('Accepted batches', batches);
  });
}
