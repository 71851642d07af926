import { evidenceCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { serve } from '../serve.ts';

/** `getTimeStampId`: the day's evidence record (its `_id` is the QAverificationTimeStampId), or `{}` when none. */
export default async function dayRecordRoute(app: FastifyInstance) {
  serve(app, evidenceCalls.getTimeStampId, async (request, reply) => {
    const { batchId, assesorId, date } = request.query;
    if (assesorId !== request.auth.assessor._id) throw new ApiError(403, 'You can only see your own day records');
    ownBatch(app.db.data, assesorId, batchId);
    const day = app.db.data.assessmentDays.find(
      (candidate) => candidate.batch_id === batchId && candidate.assesor_id === assesorId && candidate.date === date,
    );
    if (!day) return reply.ok('Not record found..', {});
    const { _id, batch_id, assesor_id, slotTimes = {} } = day;
    return reply.ok('Record found', { _id, batch_id, assesor_id, date: day.date, slotTimes });
  });
}
