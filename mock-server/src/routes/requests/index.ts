import { indiaIsoDay, requestCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import {
  apiBatch,
  assertSelf,
  batchTypeOf,
  byStartDate,
  matchesSearch,
  ownBatch,
  requestState,
} from '../../services/batches/batches.ts';
import { paginate } from '../../services/shared/paging.ts';
import { decideRequest } from '../../services/requests/requests.ts';
import { serve } from '../serve.ts';

/** Batch requests (api-facts §4): the assessor's own, by state; accept or reject a pending one. */
export default async function requestRoutes(app: FastifyInstance) {
  serve(app, requestCalls.batchRequestList, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { accessorId, status = 'pending', search, page, limit } = request.query;
    // Pending requests soonest first (what to decide next); decided ones latest batch first.
    const sortOrder = request.query.sortOrder ?? (status === 'pending' ? 'asc' : 'desc');
    assertSelf(me, accessorId);
    const list = app.db.data.batches
      .filter((batch) => batch.accessorId === me && requestState(batch) === status && matchesSearch(batch, search))
      .sort(byStartDate(sortOrder));
    const { items, ...counts } = paginate(list, page, limit);
    return reply.ok('Batch request list', { batchReqList: items.map(apiBatch), ...counts });
  });

  serve(app, requestCalls.updateRequestStatus, async (request, reply) => {
    const { batch_id, isAcceptAssesor, RejectComment } = request.body;
    const batch = ownBatch(app.db.data, request.auth.assessor._id, batch_id);
    const reason = RejectComment?.trim() ?? '';
    if (!isAcceptAssesor && reason.length < 3) return reply.fail(400, 'Please give a reason for rejecting the batch');
    if (isAcceptAssesor && batchTypeOf(batch, indiaIsoDay(app.clock.now())) === 'completed') {
      return reply.fail(400, 'This batch has already ended and can no longer be accepted');
    }
    decideRequest(
      app.db,
      app.notifications,
      batch,
      isAcceptAssesor ? { accept: true } : { accept: false, reason },
      app.clock.now(),
    );
    return reply.ok(isAcceptAssesor ? 'Batch request accepted' : 'Batch request rejected', apiBatch(batch));
  });
}
