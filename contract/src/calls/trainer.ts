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
};
