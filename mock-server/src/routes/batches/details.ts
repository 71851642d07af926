import { batchCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ownedBatch } from '../../services/evidence.ts';
import { serve } from '../serve.ts';

/**
 * `batch-details/:id`, minimal: the evidence screens need the batch's dates. (The batches feature may replace this
 * with its own route; keep one.)
 */
export default async function batchDetailsRoute(app: FastifyInstance) {
  serve(app, batchCalls.batchDetails, async (request, reply) => {
    const { jobRole_id: _jobRoleId, ...batch } = ownedBatch(app.db.data, request.params.id, request.auth.assessor._id);
    return reply.ok('Batch details', batch);
  });
}
