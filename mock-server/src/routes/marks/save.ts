import { markCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ownCandidate } from '../../services/candidates/candidates.ts';
import { saveMarks } from '../../services/marks/marks.ts';
import { serve } from '../serve.ts';

/** `save-nos-marks` (viva, practical) and `save-theory-marks`: all NOS of the request are stored, or none. */
export default async function saveRoutes(app: FastifyInstance) {
  serve(app, markCalls.saveNosMarks, async (request, reply) => {
    const { batch_id, candidate_id, section, nosMarks } = request.body;
    const { batch, candidate } = ownCandidate(app.db.data, request.auth.assessor._id, batch_id, candidate_id);
    saveMarks(app.db.data, batch, candidate, section, nosMarks, app.clock.now());
    return reply.ok(`${section === 'viva' ? 'Viva' : 'Practical'} marks saved successfully`);
  });

  serve(app, markCalls.saveTheoryMarks, async (request, reply) => {
    const { batch_id, candidate_id, nosMarks } = request.body;
    const { batch, candidate } = ownCandidate(app.db.data, request.auth.assessor._id, batch_id, candidate_id);
    saveMarks(app.db.data, batch, candidate, 'Theory', nosMarks, app.clock.now());
    return reply.ok('Theory marks saved successfully');
  });
}
