import { candidateCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ownBatch } from '../../services/batches/batches.ts';
import { candidatesOf, saveAttendance } from '../../services/candidates/candidates.ts';
import { paginate } from '../../services/shared/paging.ts';
import { serve } from '../serve.ts';

/** The batch's candidates and their attendance (backend-facts §3.2). */
export default async function candidateRoutes(app: FastifyInstance) {
  serve(app, candidateCalls.candidateList, async (request, reply) => {
    const { batch_id, page, limit, search } = request.query;
    const batch = ownBatch(app.db.data, request.auth.assessor._id, batch_id);
    const { items, ...counts } = paginate(candidatesOf(app.db.data, batch._id, search), page, limit);
    return reply.ok('Candidate list fetched successfully', {
      candidateList: items,
      sectionTable: batch.questionPaper.sectionTable,
      ...counts,
    });
  });

  serve(app, candidateCalls.saveCandidateAttendance, async (request, reply) => {
    const batch = ownBatch(app.db.data, request.auth.assessor._id, request.body.batch_id);
    const saved = saveAttendance(app.db.data, batch, request.body.attendance, app.clock.now());
    return reply.ok(`Attendance of ${saved} candidate${saved === 1 ? '' : 's'} saved successfully`);
  });
}
