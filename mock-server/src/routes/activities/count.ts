import { batchCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf, ownBatch } from '../../services/batches.ts';
import { serve } from '../serve.ts';

/** `X/11`: how many evidence tabs of the batch hold a file (api-facts §6), from the stored tab statuses. */
export default async function activityCountRoute(app: FastifyInstance) {
  serve(app, batchCalls.activityCount, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { batchId, assesorId } = request.query;
    assertSelf(me, assesorId);
    ownBatch(app.db, me, batchId);
    const tabs = app.db.data.tabStatuses
      .filter((tab) => tab.batch_id === batchId && tab.assesor_id === me)
      .map(({ _id, tabName, slug, tabStatus }) => ({ _id, tabName, slug, tabStatus }));
    return reply.ok('Activity count', { completedTabs: tabs.filter((tab) => tab.tabStatus).length, totalTabs: 11, tabs });
  });
}
