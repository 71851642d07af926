import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { RaisedIssue } from '../closeout.ts';
import { Regularisation } from '../../models.ts';
import { ObjectId } from '../../schemas.ts';
import { AssessorKey, KeyParams } from './keys.ts';

/** A reviewer's side of the assessor's features (close-out, attendance, profile documents, marking) and their fixtures. */
export const reviewCalls = {
  // Closing a batch: raised issues answered or closed by a reviewer, and the seed's close-out batches.
  issuesOf: defineCall({
    method: 'GET',
    path: '/__mock/assessors/:id/issues',
    auth: false,
    source: 'mock',
    summary: "An assessor's raised issues, newest first",
    params: KeyParams,
    details: Type.Array(RaisedIssue),
  }),
  answerIssue: defineCall({
    method: 'POST',
    path: '/__mock/issues/:id/answer',
    auth: false,
    source: 'mock',
    summary: 'Answers a raised issue (or closes it with `close: true`); the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({ answer: Type.String({ minLength: 1, maxLength: 1000 }), close: Type.Optional(Type.Boolean()) }),
    details: RaisedIssue,
  }),
  closeIssue: defineCall({
    method: 'POST',
    path: '/__mock/issues/:id/close',
    auth: false,
    source: 'mock',
    summary: 'Closes a raised issue; the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    details: RaisedIssue,
  }),
  invoiceFacts: defineCall({
    method: 'POST',
    path: '/__mock/assessors/:id/invoice-facts',
    auth: false,
    source: 'mock',
    summary:
      'Gives an assessor bank details and an accepted PAN, so their completed batches can be invoiced (the seed leaves the profile empty)',
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, bankIFSC: Type.String(), pan: Type.String() }),
  }),
  closeoutBatches: defineCall({
    method: 'GET',
    path: '/__mock/assessors/:id/closeout-batches',
    auth: false,
    source: 'mock',
    summary: "The seed's close-out batches of an assessor: one ready to invoice, one still lacking evidence",
    params: KeyParams,
    details: Type.Object({
      invoiceReady: Type.Optional(Type.Object({ _id: ObjectId, batchId: Type.String() })),
      lacking: Type.Optional(
        Type.Object({ _id: ObjectId, batchId: Type.String(), dayId: ObjectId, missingTabs: Type.Array(Type.String()) }),
      ),
    }),
  }),
  // Assessor attendance: regularisation review and the clock-in geofence.
  regularizations: defineCall({
    method: 'GET',
    path: '/__mock/assessors/:id/regularizations',
    auth: false,
    source: 'mock',
    summary: "An assessor's attendance regularisation requests, newest first, in every state",
    params: KeyParams,
    details: Type.Array(Regularisation),
  }),
  decideRegularization: defineCall({
    method: 'POST',
    path: '/__mock/regularizations/:id/decision',
    auth: false,
    source: 'mock',
    summary:
      'Approves (times copied into the record, duration recomputed) or rejects a pending request; the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({
      isApprove: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
      comment: Type.String({ minLength: 1, maxLength: 500 }),
    }),
    details: Regularisation,
  }),
  geofence: defineCall({
    method: 'POST',
    path: '/__mock/geofence',
    auth: false,
    source: 'mock',
    summary: 'Switches the clock-in geofence on or off (radius MOCK_GEOFENCE_M)',
    body: Type.Object({ enabled: Type.Boolean() }),
    details: Type.Object({ enabled: Type.Boolean(), radiusM: Type.Integer() }),
  }),
  // Profile documents: the trainer reviews what an assessor uploaded.
  profileDocuments: defineCall({
    method: 'GET',
    path: '/__mock/assessors/:id/documents',
    auth: false,
    source: 'mock',
    summary: "An assessor's profile documents of every section, with their review status",
    params: KeyParams,
    details: Type.Array(
      Type.Object({
        _id: Type.String(),
        section: Type.String(),
        label: Type.String(),
        status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('noAction')]),
      }),
    ),
  }),
  reviewDocument: defineCall({
    method: 'POST',
    path: '/__mock/assessors/:id/documents/:documentId/review',
    auth: false,
    source: 'mock',
    summary: 'Accepts or rejects one profile document; the assessor is notified and the percentage follows',
    params: Type.Object({ id: AssessorKey, documentId: Type.String({ minLength: 1, maxLength: 64 }) }),
    body: Type.Object({ status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]) }),
    details: Type.Object({
      _id: Type.String(),
      section: Type.String(),
      status: Type.String(),
      profilePercentage: Type.String(),
    }),
  }),
  // Candidates and marking: a batch of any size, e.g. 100 candidates for the phone-screen rehearsal.
  fillCandidates: defineCall({
    method: 'POST',
    path: '/__mock/batches/:id/candidates',
    auth: false,
    source: 'mock',
    summary: "Gives a batch (its `_id`) `count` candidates, adding deterministic ones (attendance 'Missing')",
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({ count: Type.Integer({ minimum: 1, maximum: 200 }) }),
    details: Type.Object({ batch_id: ObjectId, batchSize: Type.Integer() }),
  }),
};
