import { closeoutCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ownBatch } from '../../services/batches/batches.ts';
import { addIssue, checkIssueFiles, issueAnswer, issueFields, issuesOfBatch } from '../../services/closeout/issues.ts';
import { paginate } from '../../services/shared/paging.ts';
import { receiveUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

/** `raise-issue` (multipart, files through the file store) and `raise-issue-list` (ours; api-facts §9). */
export default async function issueRoutes(app: FastifyInstance) {
  serve(app, closeoutCalls.raiseIssue, async (request, reply) => {
    const { files, fields } = await receiveUpload(request, app.files, closeoutCalls.raiseIssue.multipart.files);
    try {
      const checked = issueFields(fields);
      ownBatch(app.db.data, request.auth.assessor._id, checked.batch_id);
      checkIssueFiles(files);
      const issue = addIssue(app.db.data, request.auth.assessor._id, checked, files, app.clock.now());
      app.files.claim(
        files.map((file) => file.key),
        'issue',
        { collection: 'raisedIssues', _id: issue._id },
      );
      return reply.ok('Issue raised successfully', issueAnswer(issue), 201);
    } catch (error) {
      await Promise.all(files.map((file) => app.files.remove(file.key)));
      throw error;
    }
  });

  serve(app, closeoutCalls.raiseIssueList, async (request, reply) => {
    const { batch_id, page, limit } = request.query;
    ownBatch(app.db.data, request.auth.assessor._id, batch_id);
    const all = issuesOfBatch(app.db.data, batch_id);
    const paged = paginate(all, page, limit);
    return reply.ok('Issues fetched successfully', {
      issueList: paged.items.map(issueAnswer),
      page: paged.page,
      totalCounts: paged.totalCounts,
      totalPages: paged.totalPages,
    });
  });
}
