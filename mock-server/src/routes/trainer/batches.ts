import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findAssessor } from '../../services/assessors.ts';

/** `GET /__mock/assessors/:id/batches`: an assessor's accepted batches with their day records (to rehearse evidence). */
export default async function trainerBatchesRoute(plain: FastifyInstance) {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/__mock/assessors/:id/batches', {
    schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 254 }) }) },
  }, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const batches = app.db.data.batches
      .filter((batch) => batch.accessorId === assessor._id && batch.isAcceptAssesor)
      .map(({ _id, batchId, startDate, endDate }) => ({
        _id, batchId, startDate, endDate,
        days: app.db.data.assessmentDays.filter((day) => day.batch_id === _id).map(({ _id: dayId, date }) => ({ _id: dayId, date })),
      }));
    return reply.ok('Accepted batches', batches);
  });
}
