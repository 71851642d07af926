import type { FastifyInstance } from 'fastify';

/** Not served yet. Lands here: clockIn, assessorAttendanceList, attendanceLogs, applyRegularize. */
export default async function attendanceRoutes(_app: FastifyInstance) {}
