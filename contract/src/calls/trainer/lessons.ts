import { Type } from 'typebox';
import { defineCall } from '../../define.ts';
import { Time } from './keys.ts';

// Lesson scripts: a timed list of trainer calls the mock runs by itself on its clock.

/** An offset from the lesson's start: `+30s`, `+5m`, `+1h`. */
export const LESSON_OFFSET_PATTERN = '^\\+\\d{1,5}(s|m|h)$';

const Step = Type.Object({
  at: Type.String({ pattern: LESSON_OFFSET_PATTERN, description: 'offset from the start: +30s, +5m, +1h' }),
  call: Type.String({ minLength: 1, maxLength: 60, description: 'the name of a trainer call (trainerCalls)' }),
  body: Type.Optional(Type.Unknown({ description: "the call's body, checked against its declaration" })),
  params: Type.Optional(Type.Record(Type.String(), Type.String())),
  query: Type.Optional(Type.Record(Type.String(), Type.String())),
  for: Type.Optional(
    Type.Union(
      [
        Type.Literal('everyone'),
        Type.Literal('trainees'),
        Type.Array(Type.String({ minLength: 1, maxLength: 254 }), { minItems: 1, maxItems: 200 }),
      ],
      {
        description:
          'run once per assessor (every active one, the trainees, or these keys) with body.assessor set to each',
      },
    ),
  ),
});

const Lesson = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  steps: Type.Array(Step, { maxItems: 500 }),
});

const StepRun = Type.Object({
  index: Type.Integer(),
  at: Type.String(),
  call: Type.String(),
  ranAt: Time,
  statuses: Type.Array(Type.Integer(), {
    description: 'HTTP status of each call the step made (one per assessor with `for`)',
  }),
});

const Current = Type.Object({
  name: Type.String(),
  state: Type.Union([
    Type.Literal('loaded'),
    Type.Literal('running'),
    Type.Literal('paused'),
    Type.Literal('finished'),
    Type.Literal('stopped'),
  ]),
  steps: Type.Integer(),
  /** Lesson time already run (ms): the clock's advance while running, kept across a pause. */
  elapsedMs: Type.Integer(),
  lastRan: Type.Optional(StepRun),
  next: Type.Optional(
    Type.Object({
      index: Type.Integer(),
      at: Type.String(),
      call: Type.String(),
      dueAt: Type.Optional(
        Type.Number({ description: 'when it runs on the mock clock, ms since 1970; absent unless running' }),
      ),
    }),
  ),
  ran: Type.Array(StepRun),
});

/** A lesson shipped with the mock (`fixtures/lessons/<id>.json`): its file name without `.json` is its id. */
export const SHIPPED_LESSON_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,59}$';

const Shipped = Type.Object({
  id: Type.String({ description: 'the file name without .json: first-day' }),
  name: Type.String({ description: "the lesson's own name (its title)" }),
  steps: Type.Integer(),
  /** The last step's offset: how long the lesson runs. */
  lastAt: Type.String(),
});

/** The lesson runner (mock-server/src/routes/trainer/lessons.ts, services/trainer/lessons/). */
export const lessonCalls = {
  loadLesson: defineCall({
    method: 'POST',
    path: '/__mock/lessons',
    auth: false,
    source: 'mock',
    summary:
      'Loads a lesson script (replacing any other), each step checked against its trainer call; it waits for start',
    body: Lesson,
    details: Current,
  }),
  shippedLessons: defineCall({
    method: 'GET',
    path: '/__mock/lessons/shipped',
    auth: false,
    source: 'mock',
    summary: 'The lessons shipped with the mock (fixtures/lessons/), by id, with their names, step counts and lengths',
    details: Type.Array(Shipped),
  }),
  loadShippedLesson: defineCall({
    method: 'POST',
    path: '/__mock/lessons/shipped/:id',
    auth: false,
    source: 'mock',
    summary: 'Loads a shipped lesson by its id (replacing any other), checked like a posted one; it waits for start',
    params: Type.Object({
      id: Type.String({ pattern: SHIPPED_LESSON_ID_PATTERN, description: 'a shipped lesson id: first-day' }),
    }),
    details: Current,
  }),
  startLesson: defineCall({
    method: 'POST',
    path: '/__mock/lessons/start',
    auth: false,
    source: 'mock',
    summary: 'Starts the loaded lesson, or resumes it after a pause; steps run as the mock clock reaches them',
    details: Current,
  }),
  pauseLesson: defineCall({
    method: 'POST',
    path: '/__mock/lessons/pause',
    auth: false,
    source: 'mock',
    summary: 'Pauses the running lesson; its time stands still until start',
    details: Current,
  }),
  stopLesson: defineCall({
    method: 'POST',
    path: '/__mock/lessons/stop',
    auth: false,
    source: 'mock',
    summary: 'Stops the lesson: no more steps run (load or start it again to rerun)',
    details: Current,
  }),
  currentLesson: defineCall({
    method: 'GET',
    path: '/__mock/lessons/current',
    auth: false,
    source: 'mock',
    summary: 'The loaded lesson: its state, the step that ran last, the next one and when; null when none is loaded',
    // A poll with no lesson is not an error: 200 with null (a 404 every 2 s filled the console's log).
    details: Type.Union([Current, Type.Null()]),
  }),
};
