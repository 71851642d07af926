import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { None, ObjectId } from '../../schemas.ts';
import { AssessorKey, KeyParams, Time } from './keys.ts';

// Trainer rehearsal kit: fault scenarios, trainee sandboxes, the class overview, the activity feed, state files.

/** What a scenario answers: the statuses of api-facts §1, a dropped connection, added latency, or the HTTP-200 quirk. */
export const scenarioKinds = [401, 410, 422, 426, 423, 500, 'drop', 'slow', 'quirk'] as const;
export type ScenarioKind = (typeof scenarioKinds)[number];
const ScenarioKindSchema = Type.Union([
  Type.Literal(401),
  Type.Literal(410),
  Type.Literal(422),
  Type.Literal(426),
  Type.Literal(423),
  Type.Literal(500),
  Type.Literal('drop'),
  Type.Literal('slow'),
  Type.Literal('quirk'),
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
  _id: ObjectId,
  assessorId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  password: Type.String(),
});

const ClassRow = Type.Object({
  _id: ObjectId,
  assessorId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('approval pending'),
    Type.Literal('mobile not verified'),
    Type.Literal('profile not created'),
    Type.Literal('deleted'),
  ]),
  trainee: Type.Boolean({ description: 'made by POST /__mock/trainees' }),
  openSessions: Type.Integer(),
  pendingRequests: Type.Integer(),
  batches: Type.Object({ ongoing: Type.Integer(), upcoming: Type.Integer(), completed: Type.Integer() }),
  unreadNotifications: Type.Integer(),
  waiting: Type.String({
    description: 'changes whenever what waits for review (regularisations, documents, issues) changes',
  }),
  lastOtp: Type.Optional(Type.Object({ otp: Type.String(), sentAt: Time, valid: Type.Boolean() })),
  lastResetPath: Type.Optional(Type.String()),
});

/** The whole stored state: every collection is a list (mock-server/src/db/types.ts). */
const StateFile = Type.Record(Type.String({ pattern: '^[A-Za-z]+$' }), Type.Array(Type.Unknown()), {
  description: 'the collections of the mock database, as exported by GET /__mock/state',
});

/** Trainer rehearsal kit (mock-server/src/routes/trainer/rehearsal.ts, scenarios.ts, sandbox.ts, state.ts). */
export const rehearsalCalls = {
  armScenario: defineCall({
    method: 'POST',
    path: '/__mock/scenarios',
    auth: false,
    source: 'mock',
    summary:
      "Arms a fault for a trainee's next call(s): 401, 410, 422, 426, 423, 500, a dropped connection, latency, the HTTP-200 quirk",
    body: Type.Object({
      assessor: AssessorKey,
      status: ScenarioKindSchema,
      times: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 1000, description: 'matching calls it answers (default 1)' }),
      ),
      path: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'only calls whose path contains this text' }),
      ),
      latencyMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 60000, description: 'slow only (default 3000)' })),
    }),
    details: Scenario,
  }),
  scenarios: defineCall({
    method: 'GET',
    path: '/__mock/scenarios',
    auth: false,
    source: 'mock',
    summary: 'The armed scenarios, oldest first',
    details: Type.Array(Scenario),
  }),
  disarmScenario: defineCall({
    method: 'DELETE',
    path: '/__mock/scenarios/:id',
    auth: false,
    source: 'mock',
    summary: 'Disarms a scenario before it has run out',
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    details: Scenario,
  }),
  createTrainees: defineCall({
    method: 'POST',
    path: '/__mock/trainees',
    auth: false,
    source: 'mock',
    summary:
      'Makes N trainee accounts, each with its own batches (pending, ongoing, upcoming, completed) and candidates',
    body: Type.Object({
      count: Type.Integer({ minimum: 1, maximum: 60 }),
      prefix: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z][A-Za-z0-9 ]*$' }),
    }),
    details: Type.Array(Trainee),
  }),
  resetTrainee: defineCall({
    method: 'POST',
    path: '/__mock/assessors/:id/reset',
    auth: false,
    source: 'mock',
    summary: "Restores one assessor's data and files (a trainee's sandbox, or a seeded assessor's seed); nobody else's",
    params: KeyParams,
    details: Type.Object({ _id: ObjectId, email: Type.String(), removedFiles: Type.Integer() }),
  }),
  resetClass: defineCall({
    method: 'POST',
    path: '/__mock/class/reset',
    auth: false,
    source: 'mock',
    summary: "Restores every assessor's data and files, keeping the trainee accounts",
    details: Type.Object({ assessors: Type.Integer(), removedFiles: Type.Integer() }),
  }),
  classOverview: defineCall({
    method: 'GET',
    path: '/__mock/class',
    auth: false,
    source: 'mock',
    summary:
      'Every assessor with status, open sessions, pending requests, batches, last OTP and reset link, unread notifications',
    details: Type.Array(ClassRow),
  }),
  activity: defineCall({
    method: 'GET',
    path: '/__mock/activity',
    auth: false,
    source: 'mock',
    summary:
      "Server-sent events (text/event-stream): each trainee's call as `{ at, method, path, status, ms, assessor?, email? }`, the last 50 first",
    details: None,
  }),
  exportState: defineCall({
    method: 'GET',
    path: '/__mock/state',
    auth: false,
    source: 'mock',
    summary: "The mock's whole state as JSON (a lesson file; uploaded files themselves are not included)",
    details: StateFile,
  }),
  importState: defineCall({
    method: 'PUT',
    path: '/__mock/state',
    auth: false,
    source: 'mock',
    summary: 'Replaces the whole state with an exported one; every session of the file stays as it was',
    body: StateFile,
    details: Type.Object({ collections: Type.Integer() }),
  }),
};
