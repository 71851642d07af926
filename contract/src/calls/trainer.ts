import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { RaisedIssue } from './closeout.ts';
import { Batch, Notification, Regularisation } from '../models.ts';
import { None, ObjectId } from '../schemas.ts';
import { fieldRules } from '../rules.ts';

/**
 * The mock's own controls under `/__mock/` (source 'mock'): not part of the real API or spec §7, so they stay out of
 * `contract` and `capabilities` (the client derives no endpoint from them). Demos, e2e and benchmarks call them.
 */

/** The header every `/__mock/` call but `health` carries the trainer passcode in (`MOCK_TRAINER_PASSCODE`). */
export const TRAINER_PASSCODE_HEADER = 'x-trainer-passcode';

/** An assessor given by `_id`, e-mail, mobile or `assessorId` (RD1234). */
const AssessorKey = Type.String({ minLength: 1, maxLength: 254, description: '_id, e-mail, mobile or assessorId' });
const KeyParams = Type.Object({ id: AssessorKey });
const Time = Type.Number({ description: 'ms since 1970' });

const AssessorRow = Type.Object({
  _id: ObjectId,
  assessorId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  isActive: Type.Boolean(),
  isAssessorRegister: Type.Optional(Type.Boolean()),
  deleted: Type.Optional(Type.Boolean()),
});

const ResetLink = { resetToken: Type.String(), resetPath: Type.String() };

// Trainer rehearsal kit: fault scenarios, trainee sandboxes, the class overview, the activity feed, state files.

/** What a scenario answers: the statuses of api-facts §1, a dropped connection, added latency, or the HTTP-200 quirk. */
export const scenarioKinds = [401, 410, 422, 426, 423, 500, 'drop', 'slow', 'quirk'] as const;
export type ScenarioKind = (typeof scenarioKinds)[number];
const ScenarioKindSchema = Type.Union([
  Type.Literal(401), Type.Literal(410), Type.Literal(422), Type.Literal(426), Type.Literal(423), Type.Literal(500),
  Type.Literal('drop'), Type.Literal('slow'), Type.Literal('quirk'),
]);

const Scenario = Type.Object({
  _id: Type.String(),
  assessor: ObjectId,
  email: Type.String(),
  status: ScenarioKindSchema,
  /** Matching calls it answers in all; `remaining` counts down to 0, when it disarms itself. */
  times: Type.Integer(),
  remaining: Type.Integer(),
  path: Type.Optional(Type.String()),
  latencyMs: Type.Optional(Type.Integer()),
  armedAt: Time,
});

const Trainee = Type.Object({
  _id: ObjectId, assessorId: Type.String(), fullName: Type.String(), email: Type.String(), mobile: Type.String(),
  password: Type.String(),
});

const ClassRow = Type.Object({
  _id: ObjectId,
  assessorId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  status: Type.Union([
    Type.Literal('active'), Type.Literal('approval pending'), Type.Literal('mobile not verified'),
    Type.Literal('profile not created'), Type.Literal('deleted'),
  ]),
  trainee: Type.Boolean({ description: 'made by POST /__mock/trainees' }),
  openSessions: Type.Integer(),
  pendingRequests: Type.Integer(),
  batches: Type.Object({ ongoing: Type.Integer(), upcoming: Type.Integer(), completed: Type.Integer() }),
  unreadNotifications: Type.Integer(),
  lastOtp: Type.Optional(Type.Object({ otp: Type.String(), sentAt: Time, valid: Type.Boolean() })),
  lastResetPath: Type.Optional(Type.String()),
});

/** The whole stored state: every collection is a list (mock-server/src/db/types.ts). */
const StateFile = Type.Record(Type.String({ pattern: '^[A-Za-z]+$' }), Type.Array(Type.Unknown()), {
  description: 'the collections of the mock database, as exported by GET /__mock/state',
});

export const trainerCalls = {
  health: defineCall({
    method: 'GET', path: '/__mock/health', auth: false, source: 'mock',
    summary: 'The mock is up: its seed, its today and its clock',
    details: Type.Object({ seed: Type.Integer(), today: Type.String(), now: Time }),
  }),
  assessors: defineCall({
    method: 'GET', path: '/__mock/assessors', auth: false, source: 'mock',
    summary: 'Every assessor with ids, name, e-mail, mobile and status',
    details: Type.Array(AssessorRow),
  }),
  reset: defineCall({
    method: 'POST', path: '/__mock/reset', auth: false, source: 'mock',
    summary: 'Back to the seed: every session ends, every uploaded file is deleted',
    details: None,
  }),
  assessorBatches: defineCall({
    method: 'GET', path: '/__mock/assessors/:id/batches', auth: false, source: 'mock',
    summary: "An assessor's accepted batches with their day records (the QAverificationTimeStampId of each day)",
    params: KeyParams,
    details: Type.Array(Type.Object({
      _id: ObjectId, batchId: Type.String(), startDate: Type.String(), endDate: Type.String(),
      days: Type.Array(Type.Object({ _id: ObjectId, date: Type.String() })),
    })),
  }),
  endSessions: defineCall({
    method: 'POST', path: '/__mock/assessors/:id/end-sessions', auth: false, source: 'mock',
    summary: 'Ends every session of an assessor: their next call answers 410',
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, email: Type.String(), endedSessions: Type.Integer() }),
  }),
  lastOtp: defineCall({
    method: 'GET', path: '/__mock/otp', auth: false, source: 'mock',
    summary: 'The last OTP sent to a mobile, and the last reset link mailed to its account',
    query: Type.Object({ mobile: Type.String({ pattern: fieldRules.mobile.pattern }) }),
    details: Type.Object({
      mobile: Type.String(), otp: Type.String(), sentAt: Time, expiresAt: Time, valid: Type.Boolean(),
      resetToken: Type.Optional(ResetLink.resetToken), resetPath: Type.Optional(ResetLink.resetPath),
    }),
  }),
  lastResetLink: defineCall({
    method: 'GET', path: '/__mock/reset-token', auth: false, source: 'mock',
    summary: 'The last password reset link mailed to an e-mail',
    query: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
    details: Type.Object({ email: Type.String(), ...ResetLink, sentAt: Time, expiresAt: Time }),
  }),
  approve: defineCall({
    method: 'POST', path: '/__mock/assessors/:id/approve', auth: false, source: 'mock',
    summary: 'Activates a registered assessor so they can log in',
    params: KeyParams,
    details: Type.Omit(AssessorRow, ['isAssessorRegister', 'deleted']),
  }),
  assignBatch: defineCall({
    method: 'POST', path: '/__mock/batches/assign', auth: false, source: 'mock',
    summary: 'Assigns a new batch to an assessor as a pending request, with its notification',
    body: Type.Object({ assessor: AssessorKey }),
    details: Batch,
  }),
  notify: defineCall({
    method: 'POST', path: '/__mock/notifications', auth: false, source: 'mock',
    summary: 'Sends an assessor a notification, seen by their next poll',
    body: Type.Object({
      assessor: AssessorKey,
      title: Type.String({ minLength: 1, maxLength: 120 }),
      content: Type.String({ minLength: 1, maxLength: 1000 }),
      type: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('alert'), Type.Literal('reminder'), Type.Literal('other')])),
      link: Type.Optional(Type.String({ pattern: '^/', maxLength: 300 })),
    }),
    details: Notification,
  }),
  // Closing a batch (issue 15): raised issues answered or closed by a reviewer, and the seed's close-out batches.
  issuesOf: defineCall({
    method: 'GET', path: '/__mock/assessors/:id/issues', auth: false, source: 'mock',
    summary: "An assessor's raised issues, newest first",
    params: KeyParams,
    details: Type.Array(RaisedIssue),
  }),
  answerIssue: defineCall({
    method: 'POST', path: '/__mock/issues/:id/answer', auth: false, source: 'mock',
    summary: 'Answers a raised issue (or closes it with `close: true`); the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({ answer: Type.String({ minLength: 1, maxLength: 1000 }), close: Type.Optional(Type.Boolean()) }),
    details: RaisedIssue,
  }),
  closeIssue: defineCall({
    method: 'POST', path: '/__mock/issues/:id/close', auth: false, source: 'mock',
    summary: 'Closes a raised issue; the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    details: RaisedIssue,
  }),
  invoiceFacts: defineCall({
    method: 'POST', path: '/__mock/assessors/:id/invoice-facts', auth: false, source: 'mock',
    summary: 'Gives an assessor bank details and an accepted PAN, so their completed batches can be invoiced (the seed leaves the profile empty)',
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, bankIFSC: Type.String(), pan: Type.String() }),
  }),
  closeoutBatches: defineCall({
    method: 'GET', path: '/__mock/assessors/:id/closeout-batches', auth: false, source: 'mock',
    summary: "The seed's close-out batches of an assessor: one ready to invoice, one still lacking evidence",
    params: KeyParams,
    details: Type.Object({
      invoiceReady: Type.Optional(Type.Object({ _id: ObjectId, batchId: Type.String() })),
      lacking: Type.Optional(Type.Object({ _id: ObjectId, batchId: Type.String(), dayId: ObjectId, missingTabs: Type.Array(Type.String()) })),
    }),
  }),
  // Assessor attendance: regularisation review and the clock-in geofence.
  regularizations: defineCall({
    method: 'GET', path: '/__mock/assessors/:id/regularizations', auth: false, source: 'mock',
    summary: "An assessor's attendance regularisation requests, newest first, in every state",
    params: KeyParams,
    details: Type.Array(Regularisation),
  }),
  decideRegularization: defineCall({
    method: 'POST', path: '/__mock/regularizations/:id/decision', auth: false, source: 'mock',
    summary: 'Approves (times copied into the record, duration recomputed) or rejects a pending request; the assessor is notified',
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({
      isApprove: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
      comment: Type.String({ minLength: 1, maxLength: 500 }),
    }),
    details: Regularisation,
  }),
  geofence: defineCall({
    method: 'POST', path: '/__mock/geofence', auth: false, source: 'mock',
    summary: 'Switches the clock-in geofence on or off (radius MOCK_GEOFENCE_M)',
    body: Type.Object({ enabled: Type.Boolean() }),
    details: Type.Object({ enabled: Type.Boolean(), radiusM: Type.Integer() }),
  }),
  // Profile documents (issue 14): the trainer reviews what an assessor uploaded.
  profileDocuments: defineCall({
    method: 'GET', path: '/__mock/assessors/:id/documents', auth: false, source: 'mock',
    summary: "An assessor's profile documents of every section, with their review status",
    params: KeyParams,
    details: Type.Array(Type.Object({
      _id: Type.String(), section: Type.String(), label: Type.String(),
      status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('noAction')]),
    })),
  }),
  reviewDocument: defineCall({
    method: 'POST', path: '/__mock/assessors/:id/documents/:documentId/review', auth: false, source: 'mock',
    summary: 'Accepts or rejects one profile document; the assessor is notified and the percentage follows',
    params: Type.Object({ id: AssessorKey, documentId: Type.String({ minLength: 1, maxLength: 64 }) }),
    body: Type.Object({ status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]) }),
    details: Type.Object({ _id: Type.String(), section: Type.String(), status: Type.String(), profilePercentage: Type.String() }),
  }),
  // Candidates and marking (issue 13): a batch of any size, e.g. 100 candidates for the phone-screen rehearsal.
  fillCandidates: defineCall({
    method: 'POST', path: '/__mock/batches/:id/candidates', auth: false, source: 'mock',
    summary: "Gives a batch (its `_id`) `count` candidates, adding deterministic ones (attendance 'Missing')",
    params: Type.Object({ id: ObjectId }),
    body: Type.Object({ count: Type.Integer({ minimum: 1, maximum: 200 }) }),
    details: Type.Object({ batch_id: ObjectId, batchSize: Type.Integer() }),
  }),
  // Trainer rehearsal kit (mock-server/src/routes/trainer/rehearsal.ts, scenarios.ts, sandbox.ts, state.ts)
  armScenario: defineCall({
    method: 'POST', path: '/__mock/scenarios', auth: false, source: 'mock',
    summary: "Arms a fault for a trainee's next call(s): 401, 410, 422, 426, 423, 500, a dropped connection, latency, the HTTP-200 quirk",
    body: Type.Object({
      assessor: AssessorKey,
      status: ScenarioKindSchema,
      times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'matching calls it answers (default 1)' })),
      path: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'only calls whose path contains this text' })),
      latencyMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 60000, description: 'slow only (default 3000)' })),
    }),
    details: Scenario,
  }),
  scenarios: defineCall({
    method: 'GET', path: '/__mock/scenarios', auth: false, source: 'mock',
    summary: 'The armed scenarios, oldest first',
    details: Type.Array(Scenario),
  }),
  disarmScenario: defineCall({
    method: 'DELETE', path: '/__mock/scenarios/:id', auth: false, source: 'mock',
    summary: 'Disarms a scenario before it has run out',
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    details: Scenario,
  }),
  createTrainees: defineCall({
    method: 'POST', path: '/__mock/trainees', auth: false, source: 'mock',
    summary: 'Makes N trainee accounts, each with its own batches (pending, ongoing, upcoming, completed) and candidates',
    body: Type.Object({
      count: Type.Integer({ minimum: 1, maximum: 60 }),
      prefix: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z][A-Za-z0-9 ]*$' }),
    }),
    details: Type.Array(Trainee),
  }),
  resetTrainee: defineCall({
    method: 'POST', path: '/__mock/assessors/:id/reset', auth: false, source: 'mock',
    summary: "Restores one assessor's data and files (a trainee's sandbox, or a seeded assessor's seed); nobody else's",
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, email: Type.String(), removedFiles: Type.Integer() }),
  }),
  resetClass: defineCall({
    method: 'POST', path: '/__mock/class/reset', auth: false, source: 'mock',
    summary: "Restores every assessor's data and files, keeping the trainee accounts",
    details: Type.Object({ assessors: Type.Integer(), removedFiles: Type.Integer() }),
  }),
  classOverview: defineCall({
    method: 'GET', path: '/__mock/class', auth: false, source: 'mock',
    summary: 'Every assessor with status, open sessions, pending requests, batches, last OTP and reset link, unread notifications',
    details: Type.Array(ClassRow),
  }),
  activity: defineCall({
    method: 'GET', path: '/__mock/activity', auth: false, source: 'mock',
    summary: "Server-sent events (text/event-stream): each trainee's call as `{ at, method, path, status, ms, assessor?, email? }`, the last 50 first",
    details: None,
  }),
  exportState: defineCall({
    method: 'GET', path: '/__mock/state', auth: false, source: 'mock',
    summary: "The mock's whole state as JSON (a lesson file; uploaded files themselves are not included)",
    details: StateFile,
  }),
  importState: defineCall({
    method: 'PUT', path: '/__mock/state', auth: false, source: 'mock',
    summary: 'Replaces the whole state with an exported one; every session of the file stays as it was',
    body: StateFile,
    details: Type.Object({ collections: Type.Integer() }),
  }),
};
