import { batchCalls, indiaIsoDay } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import {
  apiBatch,
  assertSelf,
  batchTypeOf,
  byStartDate,
  matchesSearch,
  ownBatch,
} from '../../services/batches/batches.ts';
import { paginate } from '../../services/shared/paging.ts';
import { serve } from '../serve.ts';

/** The assessor's accepted batches and one batch's facts. */
export default async function batchRoutes(app: FastifyInstance) {
  serve(app, batchCalls.batchList, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { assesor_id, batchType, search, page, limit } = request.query;
    assertSelf(me, assesor_id);
    const today = indiaIsoDay(app.clock.now());
    // Completed batches read best most recent first; the others soonest first.
    const sortOrder = request.query.sortOrder ?? (batchType === 'completed' ? 'desc' : 'asc');
    const list = app.db.data.batches
      .filter((batch) => batch.accessorId === me && batch.isAcceptAssesor && matchesSearch(batch, search))
      .filter((batch) => !batchType || batchTypeOf(batch, today) === batchType)
      .sort(byStartDate(sortOrder));
    const { items, ...counts } = paginate(list, page, limit);
    return reply.ok('Batch list', { batchList: items.map(apiBatch), ...counts });
  });

  serve(app, batchCalls.batchDetails, async (request, reply) =>
    reply.ok('Batch details', apiBatch(ownBatch(app.db.data, request.auth.assessor._id, request.params.id))),
  );
}
