import { evidenceCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { tabsWithoutFiles } from '../../services/closeout/readiness.ts';
import { tabsOf } from '../../services/evidence/tabs.ts';
import { serve } from '../serve.ts';

/** `assesment-activity-count`: the stored tab statuses of a batch, and how many of them are done ("X/11"). */
export default async function activityCountRoute(app: FastifyInstance) {
  serve(app, evidenceCalls.activityCount, async (request, reply) => {
    const { batchId, assesorId } = request.query;
    if (assesorId !== request.auth.assessor._id) throw new ApiError(403, 'You can only see your own activities');
    const batch = ownBatch(app.db.data, assesorId, batchId);
    const tabs = tabsOf(app.db.data, batchId, assesorId);
    const days = tabsWithoutFiles(app.db.data, batch).map(({ dayId, date, missing }) => ({
      _id: dayId,
      date,
      missingTabs: missing,
    }));
    return reply.ok('Activity count', {
      completedTabs: tabs.filter((tab) => tab.tabStatus).length,
      totalTabs: tabs.length,
      tabs,
      days,
    });
  });
}
