import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { Batch, Notification } from '../../models.ts';
import { fieldRules } from '../../rules.ts';
import { None, ObjectId } from '../../schemas.ts';
import { AssessorKey, KeyParams, Time } from './keys.ts';

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

/** Accounts and sessions, OTPs and reset links, batches and notifications: what demos, e2e and benchmarks set up. */
export const accountCalls = {
  health: defineCall({
    method: 'GET',
    path: '/__mock/health',
    auth: false,
    source: 'mock',
    summary: 'The mock is up: its seed, its today and its clock',
    details: Type.Object({ seed: Type.Integer(), today: Type.String(), now: Time }),
  }),
  assessors: defineCall({
    method: 'GET',
    path: '/__mock/assessors',
    auth: false,
    source: 'mock',
    summary: 'Every assessor with ids, name, e-mail, mobile and status',
    details: Type.Array(AssessorRow),
  }),
  reset: defineCall({
    method: 'POST',
    path: '/__mock/reset',
    auth: false,
    source: 'mock',
    summary: 'Back to the seed: every session ends, every uploaded file is deleted',
    details: None,
  }),
  assessorBatches: defineCall({
    method: 'GET',
    path: '/__mock/assessors/:id/batches',
    auth: false,
    source: 'mock',
    summary: "An assessor's accepted batches with their day records (the QAverificationTimeStampId of each day)",
    params: KeyParams,
    details: Type.Array(
      Type.Object({
        _id: ObjectId,
        batchId: Type.String(),
        startDate: Type.String(),
        endDate: Type.String(),
        days: Type.Array(Type.Object({ _id: ObjectId, date: Type.String() })),
      }),
    ),
  }),
  endSessions: defineCall({
    method: 'POST',
    path: '/__mock/assessors/:id/end-sessions',
    auth: false,
    source: 'mock',
    summary: 'Ends every session of an assessor: their next call answers 410',
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, email: Type.String(), endedSessions: Type.Integer() }),
  }),
  lastOtp: defineCall({
    method: 'GET',
    path: '/__mock/otp',
    auth: false,
    source: 'mock',
    summary: 'The last OTP sent to a mobile, and the last reset link mailed to its account',
    query: Type.Object({ mobile: Type.String({ pattern: fieldRules.mobile.pattern }) }),
    details: Type.Object({
      mobile: Type.String(),
      otp: Type.String(),
      sentAt: Time,
      expiresAt: Time,
      valid: Type.Boolean(),
      resetToken: Type.Optional(ResetLink.resetToken),
      resetPath: Type.Optional(ResetLink.resetPath),
    }),
  }),
  lastResetLink: defineCall({
    method: 'GET',
    path: '/__mock/reset-token',
    auth: false,
    source: 'mock',
    summary: 'The last password reset link mailed to an e-mail',
    query: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
    details: Type.Object({ email: Type.String(), ...ResetLink, sentAt: Time, expiresAt: Time }),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/__mock/assessors/:id/approve',
    auth: false,
    source: 'mock',
    summary: 'Activates a registered assessor so they can log in',
    params: KeyParams,
    details: Type.Omit(AssessorRow, ['isAssessorRegister', 'deleted']),
  }),
  assignBatch: defineCall({
    method: 'POST',
    path: '/__mock/batches/assign',
    auth: false,
    source: 'mock',
    summary: 'Assigns a new batch to an assessor as a pending request, with its notification',
    body: Type.Object({ assessor: AssessorKey }),
    details: Batch,
  }),
  notify: defineCall({
    method: 'POST',
    path: '/__mock/notifications',
    auth: false,
    source: 'mock',
    summary: 'Sends an assessor a notification, seen by their next poll',
    body: Type.Object({
      assessor: AssessorKey,
      title: Type.String({ minLength: 1, maxLength: 120 }),
      content: Type.String({ minLength: 1, maxLength: 1000 }),
      type: Type.Optional(
        Type.Union([Type.Literal('message'), Type.Literal('alert'), Type.Literal('reminder'), Type.Literal('other')]),
      ),
      link: Type.Optional(Type.String({ pattern: '^/', maxLength: 300 })),
    }),
    details: Notification,
  }),
};
