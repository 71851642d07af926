import { evidenceCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { serve } from '../serve.ts';

/** `update-tab-status/:id?tabStatus=`: sets whether an evidence tab holds any file (spec §4). */
export default async function tabStatusRoute(app: FastifyInstance) {
  serve(
    app,
    evidenceCalls.updateTabStatus,
    async (request, reply) => {
      const tab = app.db.data.tabStatuses.find((row) => row._id === request.params.id);
      if (!tab) throw new ApiError(404, 'Tab not found');
      if (tab.assesor_id !== request.auth.assessor._id) throw new ApiError(403, 'This tab is not yours');
      tab.tabStatus = request.query.tabStatus;
      return reply.ok('Tab status updated', { _id: tab._id, tabName: tab.tabName, tabStatus: tab.tabStatus });
    },
    { writes: true },
  );
}
