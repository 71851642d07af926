import { Type } from 'typebox';
import { defineCall, type CallSpec } from '../define.ts';
import { UrlItem } from '../models.ts';
import { ObjectId, PageCounts, PageQuery, SlashDate } from '../schemas.ts';

/**
 * Closing a batch: raised issues and the invoice. The real API's calls for these are not public (api-facts §9); they
 * are declared here as ours, named and shaped in the style of the documented calls (snake_case ids in queries and
 * forms, `details` lists next to their counts). The completeness check is the client's, over the calls of the
 * evidence, candidates, attendance and marks capabilities.
 */

/** What went wrong at the centre (ours). */
export const issueCategories = [
  'candidatesMissing',
  'centreInfrastructure',
  'powerFailure',
  'networkFailure',
  'questionPaper',
  'misconduct',
  'other',
] as const;
export const issueStates = ['open', 'answered', 'closed'] as const;

/** Description length, shared by the mock's check and the form's counter. */
export const issueDescription = { minLength: 10, maxLength: 1000 } as const;
/** Up to 5 photos, or one video. */
export const issueFiles = { field: 'issueFiles', maxPhotos: 5, maxVideos: 1 } as const;

const Category = Type.Union([
  Type.Literal('candidatesMissing'),
  Type.Literal('centreInfrastructure'),
  Type.Literal('powerFailure'),
  Type.Literal('networkFailure'),
  Type.Literal('questionPaper'),
  Type.Literal('misconduct'),
  Type.Literal('other'),
]);
const IssueState = Type.Union([Type.Literal('open'), Type.Literal('answered'), Type.Literal('closed')]);

export const RaisedIssue = Type.Object({
  _id: ObjectId,
  batch_id: Type.String(),
  assesor_id: Type.String(),
  category: Category,
  description: Type.String(),
  issueFiles: Type.Array(UrlItem),
  status: IssueState,
  /** The reviewer's answer, once given. */
  answer: Type.Optional(Type.String()),
  answeredAt: Type.Optional(Type.String()),
  closedAt: Type.Optional(Type.String()),
  createdAt: Type.String(),
});

const Money = Type.Number({ minimum: 0 });

export const Invoice = Type.Object({
  _id: ObjectId,
  invoiceNumber: Type.String(),
  /** "DD/MM/YYYY", as batches carry dates. */
  invoiceDate: SlashDate,
  batch_id: Type.String(),
  batchId: Type.String(),
  jobRole: Type.String(),
  qpCode: Type.String(),
  examCenterName: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  feePerCandidate: Money,
  candidatesAssessed: Type.Integer({ minimum: 0 }),
  amount: Money,
  amountInWords: Type.String(),
  assessor: Type.Object({
    _id: Type.String(),
    assessorId: Type.String(),
    fullName: Type.String(),
    panNumber: Type.String(),
    address: Type.String(),
    district: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    pinCode: Type.Optional(Type.String()),
  }),
  bankDetails: Type.Object({
    accountHolderName: Type.String(),
    bankName: Type.String(),
    bankAccount: Type.String(),
    bankIFSC: Type.String(),
    bankBranchName: Type.String(),
  }),
});

/** Why an invoice cannot be generated yet (409): what is missing, by code. */
export const invoiceBlockers = [
  'notCompleted',
  'bankDetails',
  'panNumber',
  'evidence',
  'candidateAttendance',
  'marks',
  'clockInOut',
] as const;
const NotReady = Type.Object({
  missing: Type.Array(
    Type.Union([
      Type.Literal('notCompleted'),
      Type.Literal('bankDetails'),
      Type.Literal('panNumber'),
      Type.Literal('evidence'),
      Type.Literal('candidateAttendance'),
      Type.Literal('marks'),
      Type.Literal('clockInOut'),
    ]),
  ),
});

export const closeoutCalls = {
  raiseIssue: defineCall({
    method: 'POST',
    path: '/api/raise-issue',
    auth: true,
    source: 'ours',
    summary: 'Raise an issue about a batch, with up to 5 photos or a video',
    multipart: {
      files: [{ field: issueFiles.field, kinds: ['image', 'video'], maxCount: issueFiles.maxPhotos }],
      fields: Type.Object({
        batch_id: ObjectId,
        category: Category,
        description: Type.String(issueDescription),
      }),
    },
    details: RaisedIssue,
  }),
  raiseIssueList: defineCall({
    method: 'GET',
    path: '/api/raise-issue-list',
    auth: true,
    source: 'ours',
    summary: "A batch's raised issues with their state and answer, newest first",
    query: Type.Object({ batch_id: ObjectId, ...PageQuery }),
    details: Type.Object({ issueList: Type.Array(RaisedIssue), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { issueList: [], page: 1, totalCounts: 0, totalPages: 0 },
    emptyForms: ['emptyArray', 'emptyObject'],
  }),
  generateInvoice: defineCall({
    method: 'POST',
    path: '/api/generate-invoice',
    auth: true,
    source: 'ours',
    summary: 'The invoice of a completed batch: made once, the same on every later request',
    // `amount`: what the client computed; the server's own figure wins, and a different one is refused (409).
    body: Type.Object({ batch_id: ObjectId, amount: Type.Optional(Money) }),
    details: Invoice,
    errors: { 409: NotReady },
  }),
} satisfies Record<string, CallSpec>;
