import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { moreCandidates } from '../../seed/moreCandidates.ts';
import { serve } from '../serve.ts';

/** `POST /__mock/batches/:id/candidates`: grows a batch to `count` candidates (never removes any). */
export default async function trainerCandidateRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.fillCandidates, async (request, reply) => {
    const batch = app.db.data.batches.find((candidate) => candidate._id === request.params.id);
    if (!batch) return reply.fail(404, 'Batch not found');
    const have = app.db.data.candidates.filter((candidate) => candidate.batchId === batch._id).length;
    app.db.data.candidates.push(...moreCandidates(batch, have, request.body.count, app.config.seed));
    batch.batchSize = Math.max(have, request.body.count);
    return reply.ok(`Batch ${batch.batchId} has ${batch.batchSize} candidates`, {
      batch_id: batch._id,
      batchSize: batch.batchSize,
    });
  });
}
