import { indiaIsoDay, trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import { findAssessor } from '../../services/auth/assessors.ts';
import { assignNewBatch } from '../../services/trainer/assign.ts';
import { apiBatch } from '../../services/batches/batches.ts';
import { serve } from '../serve.ts';

/** Trainer endpoints that put work in front of an assessor: a new batch request, a notification. */
export default async function assignmentRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.assignBatch, async (request, reply) => {
    const assessor = findAssessor(app.db, request.body.assessor);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const batch = assignNewBatch(app.db, app.notifications, assessor, app.config.seed, indiaIsoDay(app.clock.now()));
    // As the API shows batches: without the stored job-role link.
    return reply.ok('Batch assigned', apiBatch(batch), 201);
  });

  serve(app, trainerCalls.notify, async (request, reply) => {
    const { assessor: key, title, content, type = 'message', link } = request.body;
    const assessor = findAssessor(app.db, key);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const item = app.notifications.add({ recipient: assessor._id, title, content, type, link, sender: 'trainer' });
    return reply.ok('Notification sent', item, 201);
  });
}
