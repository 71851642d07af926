import { evidenceGroups, type EvidenceGroup } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { addEvidence, evidenceAnswer, ownedDay, takeEvidence } from '../../services/evidence/evidence.ts';
import { receiveUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

/** Upload, get and remove of one evidence kind (api-facts §6). */
function kindRoutes(app: FastifyInstance, { kind: spec, upload, get, remove }: EvidenceGroup) {
  // The declared slots carry each field's types and file count limit.
  const slots = upload.multipart.files;

  serve(app, upload, async (request, reply) => {
    const { files, fields } = await receiveUpload(request, app.files, slots);
    try {
      const dayId = fields.QAverificationTimeStampId;
      if (!dayId) throw new ApiError(400, 'QAverificationTimeStampId is required');
      const day = ownedDay(app.db.data, dayId, request.auth.assessor._id);
      if (files.length === 0) throw new ApiError(400, 'File Not Provided.');
      for (const record of addEvidence(app.db.data, day, files, app.clock.now())) {
        app.files.claim([record.key], 'evidence', { collection: 'evidenceFiles', _id: record._id });
      }
    } catch (error) {
      await Promise.all(files.map((file) => app.files.remove(file.key)));
      throw error;
    }
    return reply.ok(
      'Files uploaded successfully',
      evidenceAnswer(app.db.data, spec, fields.QAverificationTimeStampId!),
    );
  });

  serve(app, get, async (request, reply) => {
    const day = ownedDay(app.db.data, request.params.id, request.auth.assessor._id);
    const answer = evidenceAnswer(app.db.data, spec, day._id);
    // The real API answers an empty Aadhaar list with its HTTP-200 error quirk (api-facts §1): so does the mock.
    if (spec.kind === 'aadhar' && Array.isArray(answer) && answer.length === 0) {
      return reply.code(200).send({ statusCode: 200, success: false, message: 'file not found', error: [] });
    }
    return reply.ok('Files fetched successfully', answer);
  });

  serve(app, remove, async (request, reply) => {
    const assessorId = request.auth.assessor._id;
    ownBatch(app.db.data, assessorId, request.params.id);
    const day = ownedDay(app.db.data, request.body.QAverificationTimeStampId, assessorId);
    if (day.batch_id !== request.params.id)
      throw new ApiError(404, 'QAverificationTimeStampId not found for this batch');
    const removed = takeEvidence(app.db.data, spec, day, request.body.keyToDelete);
    // Once no stored record points at the file any more.
    afterWrite(request, app.files.release(removed.key));
    return reply.ok('File deleted successfully.');
  });
}

/** The 11 evidence kinds × upload / get / remove. */
export default async function evidenceFileRoutes(app: FastifyInstance) {
  for (const group of Object.values(evidenceGroups)) kindRoutes(app, group);
}
