import { AUTH_HEADER, dashDay } from '@assessor/contract';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { fakeClock, type FakeClock } from '../../clock.ts';
import { openDb, type Db } from '../../db/open.ts';
import type { Batch } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { nosOf } from '../../services/marks/marks.ts';
import { TEST_TODAY, appForThisTest, json, login, testConfig, testSeed, trainerInject } from '../../testing/testApp.ts';
import { form, sample, tempDataDir, upload } from '../../testing/testUploads.ts';
import { clock, near } from '../attendance/testKit.ts';

interface Step {
  at?: number;
}
interface Row {
  _id: string;
  email: string;
  fullName: string;
  stuck: boolean;
  lastProgressAt?: number;
  batch?: { _id: string; batchId: string };
  steps: {
    loggedIn: Step;
    requestAccepted: Step;
    issueRaised: Step;
    clockedOut: Step;
    invoiceGenerated: Step;
    clockedIn: Step & { distance?: number; refusal?: { at: number; distance: number; message: string } };
    attendance: Step & { saved: number; candidates: number };
    marks: (Step & { section: string; marked: number; present: number })[];
    evidence: Step & { kinds: number; of: number };
  };
  lastCall?: { method: string; path: string; status: number };
}
interface Board {
  day: string;
  stuckAfter: number;
  trainees: Row[];
}

const MINUTE = 60_000;
let app: FastifyInstance;
let db: Db;
let time: FakeClock;
let dataDir: string | undefined;
let onFile = false;

afterEach(async () => {
  // The file-backed app of a restart test (the in-memory one is closed by appForThisTest).
  if (onFile) await app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
  onFile = false;
});

/**
 * The real app on a file-backed database in a temp folder (so a restart can be tried), or in memory with every answer
 * checked against the contract (the check cannot clone the file-backed state's tracking proxies).
 */
async function start(fileBacked: boolean, now = Date.parse(`${TEST_TODAY}T04:30:00Z`)) {
  dataDir ??= await tempDataDir();
  onFile = fileBacked;
  if (!fileBacked) {
    ({ app, db, clock: time } = await appForThisTest({ config: { dataDir } }));
    return;
  }
  time = fakeClock(now);
  db = await openDb(dataDir, testSeed());
  app = await buildApp({ db, config: testConfig({ dataDir }), clock: time, seed: testSeed() });
}

async function restart() {
  const now = time.now();
  await app.close();
  await start(true, now);
}

async function board(query = ''): Promise<Board> {
  const answer = await trainerInject(app, { url: `/__mock/class/progress${query}` });
  expect(answer.statusCode).toBe(200);
  return json(answer).details as Board;
}
const rowOf = async (email: string, query = '') => (await board(query)).trainees.find((row) => row.email === email)!;

async function newTrainee() {
  const answer = await trainerInject(app, {
    method: 'POST',
    url: '/__mock/trainees',
    payload: { count: 1, prefix: 'Board' },
  });
  const [trainee] = json(answer).details as { _id: string; email: string; password: string }[];
  return trainee!;
}

const owned = (id: string, pick: (b: Batch) => boolean) => db.data.batches.find((b) => b.accessorId === id && pick(b))!;
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: { [AUTH_HEADER]: token }, payload });

describe('GET /__mock/class/progress', () => {
  it('shows each step of a trainee with when it was first done, and keeps them after a restart', async () => {
    await start(true);
    const trainee = await newTrainee();
    const before = await rowOf(trainee.email);
    expect(before.steps.loggedIn.at).toBeUndefined();
    expect(before.stuck).toBe(false);
    expect(before.steps.evidence).toMatchObject({ kinds: 0, of: 11 });

    const loginAt = time.now();
    const token = await login(app, trainee.email, trainee.password);
    expect((await rowOf(trainee.email)).steps.loggedIn.at).toBe(loginAt);
    time.advance(MINUTE);
    // A second login does not move "first done".
    await login(app, trainee.email, trainee.password);
    expect((await rowOf(trainee.email)).steps.loggedIn.at).toBe(loginAt);

    time.advance(MINUTE);
    const pending = owned(trainee._id, (b) => !b.isAcceptAssesor && b.RejectComment === null);
    const accepted = await send(token, 'PUT', '/api/update-reqbatch-status', {
      batch_id: pending._id,
      isAcceptAssesor: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await rowOf(trainee.email)).steps.requestAccepted.at).toBe(time.now());

    const row = await rowOf(trainee.email);
    const batch = db.data.batches.find((b) => b._id === row.batch!._id)!;
    time.advance(MINUTE);
    const refused = await clock(app, token, { batch, position: near(batch, 2000) });
    expect(refused.statusCode).toBe(400);
    const refusal = (await rowOf(trainee.email)).steps.clockedIn;
    expect(refusal.at).toBeUndefined();
    expect(refusal.refusal).toMatchObject({ at: time.now(), message: json(refused).message });
    expect(refusal.refusal!.distance).toBeGreaterThan(1900);

    time.advance(MINUTE);
    expect((await clock(app, token, { batch, position: near(batch, 100) })).statusCode).toBe(200);
    const clockedIn = (await rowOf(trainee.email)).steps.clockedIn;
    expect(clockedIn.at).toBe(time.now());
    expect(clockedIn.distance).toBeGreaterThanOrEqual(99);
    expect(clockedIn.distance).toBeLessThanOrEqual(101);

    time.advance(MINUTE);
    const candidates = db.data.candidates.filter((c) => c.batchId === batch._id);
    const [first, second] = candidates;
    const saved = await send(token, 'POST', '/api/save-candidate-attendence', {
      batch_id: batch._id,
      attendance: [
        { candidate_id: first!._id, isPresent: 'Present' },
        { candidate_id: second!._id, isPresent: 'Present' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const attendanceAt = time.now();
    expect((await rowOf(trainee.email)).steps.attendance).toEqual({
      at: attendanceAt,
      saved: 2,
      candidates: candidates.length,
    });

    time.advance(MINUTE);
    const nos = nosOf(db.data, batch)[0]!;
    const marked = await send(token, 'POST', '/api/save-theory-marks', {
      batch_id: batch._id,
      candidate_id: first!._id,
      nosMarks: [{ nos_id: nos._id, obtainedMarks: 0 }],
    });
    expect(marked.statusCode).toBe(200);
    const marksAt = time.now();
    const theory = (await rowOf(trainee.email)).steps.marks.find((m) => m.section === 'Theory');
    expect(theory).toEqual({ section: 'Theory', at: marksAt, marked: 1, present: 2 });
    time.advance(MINUTE);
    // Saving the same NOS again keeps when it was first saved.
    await send(token, 'POST', '/api/save-theory-marks', {
      batch_id: batch._id,
      candidate_id: first!._id,
      nosMarks: [{ nos_id: nos._id, obtainedMarks: 1 }],
    });
    expect((await rowOf(trainee.email)).steps.marks.find((m) => m.section === 'Theory')!.at).toBe(marksAt);

    time.advance(MINUTE);
    const day = db.data.assessmentDays.find((d) => d.batch_id === batch._id && d.date === dashDay(TEST_TODAY))!;
    expect(
      (await upload(app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')])))
        .statusCode,
    ).toBe(200);
    const evidenceAt = time.now();
    time.advance(MINUTE);
    await upload(app, token, 'tp', form({ QAverificationTimeStampId: day._id }, [sample('tpPhoto', 'jpg')]));
    expect((await rowOf(trainee.email)).steps.evidence).toEqual({ at: evidenceAt, kinds: 2, of: 11 });

    time.advance(MINUTE);
    const issue = await app.inject({
      method: 'POST',
      url: '/api/raise-issue',
      headers: { [AUTH_HEADER]: token },
      payload: form({ batch_id: batch._id, category: 'powerFailure', description: 'The power went off for an hour.' }),
    });
    expect(issue.statusCode).toBe(201);
    const issueAt = time.now();

    time.advance(MINUTE);
    expect((await clock(app, token, { batch, action: 'clockOut' })).statusCode).toBe(200);
    const outAt = time.now();
    const done = await rowOf(trainee.email);
    expect(done.steps.issueRaised.at).toBe(issueAt);
    expect(done.steps.clockedOut.at).toBe(outAt);
    expect(done.lastProgressAt).toBe(outAt);
    expect(done.lastCall).toMatchObject({ method: 'POST', path: '/api/assesor-clock-in', status: 200 });

    time.advance(30 * MINUTE);
    // A trainee whose day is over is never stuck.
    expect((await rowOf(trainee.email, '?stuckAfter=1')).stuck).toBe(false);

    await restart();
    const after = await rowOf(trainee.email);
    // Every step comes from the stored state; only the last call (kept in memory) is gone.
    expect(after.steps).toEqual(done.steps);
    expect(after.lastCall).toBeUndefined();
  });

  it('shows an invoice generated today (a seeded account: on request)', async () => {
    await start(false);
    const token = await login(app);
    await trainerInject(app, { method: 'POST', url: `/__mock/assessors/${DEMO_ASSESSOR.email}/invoice-facts` });
    const ready = json(await trainerInject(app, { url: `/__mock/assessors/${DEMO_ASSESSOR.email}/closeout-batches` }))
      .details as { invoiceReady: { _id: string } };
    time.advance(MINUTE);
    expect((await send(token, 'POST', '/api/generate-invoice', { batch_id: ready.invoiceReady._id })).statusCode).toBe(
      200,
    );
    expect((await rowOf(DEMO_ASSESSOR.email, '?all=true')).steps.invoiceGenerated.at).toBe(time.now());
  });

  it('flags a trainee stuck after the minutes the trainer sets, stuck first, and not once clocked out', async () => {
    await start(false);
    const slow = await newTrainee();
    const busy = await newTrainee();
    await login(app, slow.email, slow.password);
    time.advance(8 * MINUTE);
    await login(app, busy.email, busy.password);
    time.advance(2 * MINUTE);

    const fiveMinutes = await board('?stuckAfter=5');
    expect(fiveMinutes.stuckAfter).toBe(5);
    expect(fiveMinutes.trainees[0]).toMatchObject({ email: slow.email, stuck: true });
    expect(fiveMinutes.trainees.find((row) => row.email === busy.email)!.stuck).toBe(false);
    // Nobody who has not started today is stuck.
    expect(fiveMinutes.trainees.filter((row) => row.stuck).map((row) => row.email)).toEqual([slow.email]);
    // The default is 10 minutes: the slow trainee is exactly 10 minutes quiet.
    expect((await rowOf(slow.email)).stuck).toBe(true);
    expect((await rowOf(slow.email, '?stuckAfter=11')).stuck).toBe(false);
  });

  it('refuses a bad stuckAfter and needs the passcode', async () => {
    await start(false);
    for (const bad of ['0', '-3', 'soon', '5000']) {
      const answer = await trainerInject(app, { url: `/__mock/class/progress?stuckAfter=${bad}` });
      expect(answer.statusCode).toBe(400);
      expect(json(answer)).toMatchObject({ success: false });
    }
    const noPasscode = await app.inject({ method: 'GET', url: '/__mock/class/progress' });
    expect(noPasscode.statusCode).toBe(401);
  });

  it('answers a class of 100 trainees', async () => {
    await start(false);
    for (let made = 0; made < 100; made += 50) {
      await trainerInject(app, { method: 'POST', url: '/__mock/trainees', payload: { count: 50, prefix: 'Big' } });
    }
    const answer = await trainerInject(app, { url: '/__mock/class/progress' });
    const trainees = (json(answer).details as Board).trainees.filter((row) => row.email.endsWith('@trainee.test'));
    expect(trainees).toHaveLength(100);
    expect(trainees.every((row) => row.batch && row.steps.attendance.candidates === 12)).toBe(true);
  });
});
