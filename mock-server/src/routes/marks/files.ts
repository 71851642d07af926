import { randomBytes } from 'node:crypto';
import { markCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { CandidateFile } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { ownCandidate } from '../../services/candidates/candidates.ts';
import { receiveUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

const answerOf = (file: CandidateFile) => ({
  _id: file._id,
  fileKey: file.fileKey,
  isViva: file.isViva,
  isVideo: file.isVideo,
  batch_id: file.batch_id,
  candidate_id: file.candidate_id,
  url: file.url,
  fileName: file.fileName,
  createdAt: new Date(file.createdAt).toISOString(),
});

/** A candidate's viva and practical photos and videos, stored through the file store (backend-facts §3.4). */
export default async function candidateFileRoutes(app: FastifyInstance) {
  const slots = markCalls.uploadCandidateFile.multipart.files;

  serve(app, markCalls.uploadCandidateFile, async (request, reply) => {
    const { files, fields } = await receiveUpload(request, app.files, slots);
    const added: CandidateFile[] = [];
    try {
      const { batch_id = '', candidate_id = '', isViva } = fields;
      if (isViva !== 'true' && isViva !== 'false') throw new ApiError(400, 'isViva must be "true" or "false"');
      const { batch, candidate } = ownCandidate(app.db.data, request.auth.assessor._id, batch_id, candidate_id);
      if (files.length === 0) throw new ApiError(400, 'File Not Provided.');
      for (const file of files) {
        added.push({
          _id: randomBytes(12).toString('hex'),
          fileKey: file.key,
          isViva: isViva === 'true',
          isVideo: file.mimeType.startsWith('video/'),
          batch_id: batch._id,
          candidate_id: candidate._id,
          assesor_id: request.auth.assessor._id,
          url: file.url,
          fileName: file.fileName,
          size: file.size,
          mimeType: file.mimeType,
          createdAt: app.clock.now(),
        });
      }
    } catch (error) {
      await Promise.all(files.map((file) => app.files.remove(file.key)));
      throw error;
    }
    app.db.data.candidateFiles.push(...added);
    for (const file of added)
      app.files.claim([file.fileKey], 'candidateFile', { collection: 'candidateFiles', _id: file._id });
    return reply.ok(`${added[0]!.isViva ? 'Viva' : 'Practical'} files uploaded successfully`, {
      uploadedFiles: added.map(answerOf),
    });
  });

  serve(app, markCalls.viewCandidateFiles, async (request, reply) => {
    const { batch_id, candidate_id } = request.query;
    const { candidate } = ownCandidate(app.db.data, request.auth.assessor._id, batch_id, candidate_id);
    const filesUrl = app.db.data.candidateFiles.filter((file) => file.candidate_id === candidate._id).map(answerOf);
    return reply.ok('Files fetched successfully', { filesUrl });
  });

  serve(app, markCalls.deleteCandidateFile, async (request, reply) => {
    const files = app.db.data.candidateFiles;
    const index = files.findIndex((file) => file._id === request.params.id);
    if (index < 0) throw new ApiError(404, 'File not found');
    ownBatch(app.db.data, request.auth.assessor._id, files[index]!.batch_id);
    const [removed] = files.splice(index, 1);
    afterWrite(request, app.files.release(removed!.fileKey));
    return reply.ok('File deleted successfully.');
  });
}
