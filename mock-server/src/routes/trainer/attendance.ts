import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { decide, requestAnswer, requestsOf } from '../../services/attendance/attendance.ts';
import { findAssessor } from '../../services/auth/assessors.ts';
import { serve } from '../serve.ts';

/** Where the decision notification leads: the assessor's regularisation requests (spec §2). */
const requestsPath = '/batchassessment-details/attendence/regularize-request';

/** Trainer controls of assessor attendance: review regularisation requests, switch the geofence. */
export default async function trainerAttendanceRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.regularizations, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const list = requestsOf(app.db.data)
      .filter((item) => item.assesor_id === assessor._id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
    return reply.ok('Regularisation requests', list.map(requestAnswer));
  });

  serve(app, trainerCalls.decideRegularization, async (request, reply) => {
    const item = requestsOf(app.db.data).find((candidate) => candidate._id === request.params.id);
    if (!item) return reply.fail(404, 'Regularisation request not found');
    if (item.isApprove !== 'pending')
      return reply.fail(400, `Attendence regularize not approved: the request was already decided (${item.isApprove})`);
    const { isApprove, comment } = request.body;
    decide(app.db.data, item, isApprove, comment, app.clock.now());
    const batch = app.db.data.batches.find((candidate) => candidate._id === item.batch_id);
    // The texts of the real approval (api-facts §7).
    const sent = app.notifications.add({
      recipient: item.assesor_id,
      title: batch?.batchId ?? 'Attendance',
      content: `Attendance Regularize Request has ${isApprove === 'approve' ? 'accepted' : 'rejected'}`,
      type: 'message',
      link: requestsPath,
    });
    sent.isActionTaken = true;
    const message =
      isApprove === 'approve' ? 'Attendence regularize successfully' : 'Attendence regularize has rejected';
    return reply.ok(message, requestAnswer(item));
  });

  serve(app, trainerCalls.geofence, async (request, reply) => {
    app.db.data.geofence = { enabled: request.body.enabled };
    return reply.ok(`Geofence ${request.body.enabled ? 'on' : 'off'}`, {
      enabled: request.body.enabled,
      radiusM: app.config.geofenceM,
    });
  });
}
