import type { FastifyInstance } from 'fastify';

/**
 * Not served yet. Lands here: nosList, nosQuestions, getNosMarks, saveNosMarks, saveTheoryMarks,
 * uploadCandidateFile, viewCandidateFiles, deleteCandidateFile.
 */
export default async function markRoutes(_app: FastifyInstance) {}
