import { markCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { ownCandidate } from '../../services/candidates/candidates.ts';
import { nosOf } from '../../services/marks/marks.ts';
import { candidateResult } from '../../services/marks/result.ts';
import { nosAnswer } from '../../services/marks/sectionMax.ts';
import { serve } from '../serve.ts';

/** `nos-list`, `nos-question` and `get-nos-marks`. */
export default async function nosRoutes(app: FastifyInstance) {
  serve(app, markCalls.nosList, async (request, reply) => {
    const batch = ownBatch(app.db.data, request.auth.assessor._id, request.params.id);
    const nosList = nosOf(app.db.data, batch).map((nos) => nosAnswer(nos, request.query.section, batch.qpCode));
    return reply.ok('NOS list fetched successfully', { nosList });
  });

  serve(app, markCalls.nosQuestions, async (request, reply) => {
    const { nosId, section } = request.query;
    const batch = ownBatch(app.db.data, request.auth.assessor._id, request.params.id);
    const nos = nosOf(app.db.data, batch).find((candidate) => candidate._id === nosId);
    if (!nos) throw new ApiError(404, 'NOS not found for this batch');
    if (section === 'Theory')
      throw new ApiError(400, 'Theory has no viva or practical questions: use section=viva or section=practical');
    const questions = (section === 'viva' ? nos.vivaQuestions : nos.practicalQuestions).map((q) => ({
      _id: q._id,
      questionText: q.questionText,
      answer: q.answer,
      marks: String(q.marks),
      lang: q.lang.map((l) => ({ ...l, questionId: q._id })),
    }));
    return reply.ok('Questions fetched successfully', { questions });
  });

  serve(app, markCalls.getNosMarks, async (request, reply) => {
    const { batch, candidate } = ownCandidate(
      app.db.data,
      request.auth.assessor._id,
      request.params.id,
      request.params.id2,
    );
    return reply.ok('Marks fetched successfully', candidateResult(app.db.data, batch, candidate));
  });
}
