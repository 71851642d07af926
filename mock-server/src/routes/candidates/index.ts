import type { FastifyInstance } from 'fastify';

/** Not served yet. Lands here: candidateList, saveCandidateAttendance. */
export default async function candidateRoutes(_app: FastifyInstance) {}
