import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { None, ObjectId } from '../../schemas.ts';
import { Time } from './keys.ts';

// The trainer's progress board: how far each trainee is through the day, read from the stored state.

/** A step is done once `at` (when it was first done) is set. */
const Done = Type.Object({ at: Type.Optional(Time) });

const Progress = Type.Object({
  _id: ObjectId,
  assessorId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  trainee: Type.Boolean({ description: 'made by POST /__mock/trainees' }),
  batch: Type.Optional(
    Type.Object(
      { _id: ObjectId, batchId: Type.String() },
      {
        description: "the day's batch: the one clocked into today, else the first accepted batch running today",
      },
    ),
  ),
  steps: Type.Object({
    loggedIn: Done,
    requestAccepted: Done,
    clockedIn: Type.Object({
      at: Type.Optional(Time),
      distance: Type.Optional(Type.Number({ description: 'metres from the exam centre at clock-in' })),
      refusal: Type.Optional(
        Type.Object(
          { at: Time, distance: Type.Number(), message: Type.String() },
          {
            description: "today's last clock-in the geofence refused",
          },
        ),
      ),
    }),
    attendance: Type.Object({ at: Type.Optional(Time), saved: Type.Integer(), candidates: Type.Integer() }),
    marks: Type.Array(
      Type.Object({
        section: Type.String(),
        at: Type.Optional(Time),
        marked: Type.Integer(),
        present: Type.Integer(),
      }),
      { description: "one per section the day's batch assesses: present candidates with a saved mark" },
    ),
    evidence: Type.Object({ at: Type.Optional(Time), kinds: Type.Integer(), of: Type.Integer() }),
    issueRaised: Done,
    clockedOut: Done,
    invoiceGenerated: Done,
  }),
  /** The latest moment any step moved today. */
  lastProgressAt: Type.Optional(Time),
  stuck: Type.Boolean({ description: 'started today, not clocked out, and nothing moved for stuckAfter minutes' }),
  lastCall: Type.Optional(
    Type.Object(
      {
        at: Time,
        method: Type.String(),
        path: Type.String(),
        status: Type.Integer({ description: '0: dropped by a scenario' }),
      },
      { description: "the trainee's last API call since the mock started (kept in memory only)" },
    ),
  ),
});

/** The board's options, shared by the JSON and the CSV answer. */
const BoardQuery = Type.Object({
  stuckAfter: Type.Optional(
    Type.Number({
      minimum: 0.1,
      maximum: 1440,
      description: 'minutes without progress that make a trainee stuck (default 10)',
    }),
  ),
  all: Type.Optional(
    Type.Boolean({
      description:
        'true: every active account (the seeded demo accounts and accounts that cannot log in too); default false: the trainees who can log in',
    }),
  ),
});

export const progressCalls = {
  classProgress: defineCall({
    method: 'GET',
    path: '/__mock/class/progress',
    auth: false,
    source: 'mock',
    summary:
      "Each trainee's steps of the day (India time) with when each was first done, the last call, and who is stuck; stuck first. `all=true` adds the other active accounts",
    query: BoardQuery,
    details: Type.Object({
      now: Time,
      day: Type.String({ description: 'YYYY-MM-DD in India' }),
      stuckAfter: Type.Number(),
      trainees: Type.Array(Progress),
    }),
  }),
  classProgressCsv: defineCall({
    method: 'GET',
    path: '/__mock/class/progress.csv',
    auth: false,
    source: 'mock',
    summary:
      'The progress board as a CSV file (text/csv, not the JSON envelope): a row per trainee, a column per step with its India date and time, counts apart. Refusals answer in the envelope',
    query: BoardQuery,
    details: None,
  }),
};
