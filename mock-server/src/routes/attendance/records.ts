import { attendanceCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { attendancesOf, recordAnswer, requestAnswer, requestsOf } from '../../services/attendance/attendance.ts';
import { assertSelf, ownBatch } from '../../services/batches/batches.ts';
import { paginate } from '../../services/shared/paging.ts';
import { serve } from '../serve.ts';

/** The assessor's records (`assesor-attendance-list`) and one batch's or record's log (`attendence-logs`). */
export default async function recordRoutes(app: FastifyInstance) {
  serve(app, attendanceCalls.assessorAttendanceList, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { assesor_id, batchId, month, search, page, limit, sortOrder = -1 } = request.query;
    // The query's assessor filters, as in the real handler (backend-facts-2 AT-1); one who is not the token's is
    // refused, so the mock never serves another assessor's records.
    assertSelf(me, assesor_id);
    if (batchId) ownBatch(app.db.data, me, batchId);
    const needle = search?.trim().toLowerCase();
    const list = attendancesOf(app.db.data)
      .filter((record) => record.assesor_id === assesor_id && (!batchId || record.batch_id === batchId))
      .filter(
        (record) =>
          (!month || record.day.startsWith(month)) && (!needle || record.clockInTime.toLowerCase().includes(needle)),
      )
      .sort((a, b) => sortOrder * (a.clockInAt - b.clockInAt));
    const { items, page: _page, ...counts } = paginate(list, page, limit);
    return reply.ok('Attendance list', {
      attendanceList: items.map((record) => recordAnswer(app.db.data, record)),
      ...counts,
    });
  });

  serve(app, attendanceCalls.attendanceLogs, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { batch_id, log_id } = request.query;
    ownBatch(app.db.data, me, batch_id);
    const logs = attendancesOf(app.db.data)
      .filter(
        (record) => record.assesor_id === me && record.batch_id === batch_id && (!log_id || record._id === log_id),
      )
      .sort((a, b) => b.clockInAt - a.clockInAt);
    if (log_id && logs.length === 0) throw new ApiError(404, 'Attendance record not found in this batch');
    const ids = new Set(logs.map((record) => record._id));
    const regularizeRequests = requestsOf(app.db.data)
      .filter((item) => ids.has(item.attendence_id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(requestAnswer);
    return reply.ok('Attendance logs', {
      logs: logs.map((record) => recordAnswer(app.db.data, record)),
      regularizeRequests,
    });
  });
}
