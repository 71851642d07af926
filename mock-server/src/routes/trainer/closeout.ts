import { indiaIsoDay, trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import { findAssessor } from '../../services/auth/assessors.ts';
import { findIssue, issueAnswer, reviewIssue } from '../../services/closeout/issues.ts';
import { withInvoiceFacts } from '../../services/closeout/invoiceFacts.ts';
import { completedBatches, panOf, tabsWithoutFiles } from '../../services/closeout/readiness.ts';
import { serve } from '../serve.ts';

/** Trainer endpoints of closing a batch: the reviewer's side of raised issues, and the seed's close-out batches. */
export default async function trainerCloseoutRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.issuesOf, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const issues = (app.db.data.raisedIssues ?? [])
      .filter((issue) => issue.assesor_id === assessor._id)
      .sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
    return reply.ok('Issues', issues.map(issueAnswer));
  });

  serve(app, trainerCalls.answerIssue, async (request, reply) => {
    const issue = findIssue(app.db.data, request.params.id);
    reviewIssue(app.db.data, app.notifications, issue, request.body, app.clock.now());
    return reply.ok('Issue answered', issueAnswer(issue));
  });

  serve(app, trainerCalls.closeIssue, async (request, reply) => {
    const issue = findIssue(app.db.data, request.params.id);
    reviewIssue(app.db.data, app.notifications, issue, { close: true }, app.clock.now());
    return reply.ok('Issue closed', issueAnswer(issue));
  });

  serve(app, trainerCalls.invoiceFacts, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    withInvoiceFacts(assessor);
    return reply.ok('Bank details and PAN given', {
      _id: assessor._id,
      bankIFSC: assessor.bankIFSC!,
      pan: panOf(assessor)!,
    });
  });

  serve(app, trainerCalls.closeoutBatches, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const [ready, lacking] = completedBatches(app.db.data, assessor._id, indiaIsoDay(app.clock.now()));
    const lastDay = lacking ? tabsWithoutFiles(app.db.data, lacking).at(-1) : undefined;
    return reply.ok('Close-out batches', {
      ...(ready ? { invoiceReady: { _id: ready._id, batchId: ready.batchId } } : {}),
      ...(lacking && lastDay
        ? {
            lacking: { _id: lacking._id, batchId: lacking.batchId, dayId: lastDay.dayId, missingTabs: lastDay.missing },
          }
        : {}),
    });
  });
}
