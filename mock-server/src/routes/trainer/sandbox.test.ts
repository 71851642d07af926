import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { CANDIDATES_PER_BATCH } from '../../services/trainer/sandbox.ts';
import { appForThisTest, eachTestApp, json, login, trainerInject, type TestApp } from '../../testing/testApp.ts';
import { dayOf, form, sample, storedNames, tempDataDir, upload } from '../../testing/testUploads.ts';

let t: TestApp;
let dataDir: string;
eachTestApp(
  (fresh) => {
    t = fresh;
  },
  async () => ({ config: { dataDir: (dataDir = await tempDataDir()) } }),
);

interface Trainee {
  _id: string;
  email: string;
  mobile: string;
  password: string;
  fullName: string;
}
const create = async (count: number, prefix = 'Class A') => {
  const answer = await trainerInject(t.app, { method: 'POST', url: '/__mock/trainees', payload: { count, prefix } });
  expect(answer.statusCode).toBe(201);
  return json(answer).details as Trainee[];
};
const asTrainee = (trainee: Trainee) => login(t.app, trainee.email, trainee.password);
type Row = { _id: string; batchId: string };
const list = async (token: string, url: string) => {
  const details = json(await t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } })).details as {
    batchList?: Row[];
    batchReqList?: Row[];
  };
  return { list: details.batchList ?? details.batchReqList };
};
const batchesOf = async (token: string) => {
  const ids: string[] = [];
  for (const type of ['ongoing', 'upcoming', 'completed'])
    ids.push(...((await list(token, `/api/batch-list?batchType=${type}`)).list ?? []).map((b) => b._id));
  return ids;
};
const pendingOf = async (token: string) => ((await list(token, '/api/batch-req-list')).list ?? []).map((b) => b._id);
const accept = async (token: string, id: string) => {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/update-reqbatch-status',
    headers: { [AUTH_HEADER]: token },
    payload: { batch_id: id, isAcceptAssesor: true },
  });
  expect(answer.statusCode).toBe(200);
};
const reset = (trainee: { email: string }) =>
  trainerInject(t.app, { method: 'POST', url: `/__mock/assessors/${trainee.email}/reset` });

describe('POST /__mock/trainees', () => {
  it('makes N accounts with ids, e-mail, mobile and one shown password, each with one batch of every kind', async () => {
    const trainees = await create(3);
    expect(trainees.map((trainee) => trainee.email)).toEqual([
      'class-a.1@trainee.test',
      'class-a.2@trainee.test',
      'class-a.3@trainee.test',
    ]);
    expect(trainees.map((trainee) => trainee.mobile)).toEqual(['7000000001', '7000000002', '7000000003']);
    expect(trainees[0]!.fullName).toBe('Class A 1');
    expect(new Set(trainees.map((trainee) => trainee.password)).size).toBe(1);
    const token = await asTrainee(trainees[0]!);
    expect(await pendingOf(token)).toHaveLength(1);
    for (const type of ['ongoing', 'upcoming', 'completed']) {
      expect((await list(token, `/api/batch-list?batchType=${type}`)).list, type).toHaveLength(1);
    }
    const candidates = t.db.data.candidates.filter((candidate) =>
      t.db.data.batches.some((batch) => batch._id === candidate.batchId && batch.accessorId === trainees[0]!._id),
    );
    expect(candidates).toHaveLength(4 * CANDIDATES_PER_BATCH);
  });

  it('numbers a second class after the first, and is deterministic for the same numbers', async () => {
    const [first] = await create(1, 'Morning');
    const [second] = await create(1, 'Evening');
    expect(second!.email).toBe('evening.2@trainee.test');
    const firstBatches = t.db.data.batches
      .filter((batch) => batch.accessorId === first!._id)
      .map((batch) => batch.batchId);
    const again = await appForThisTest();
    const answer = await trainerInject(again.app, {
      method: 'POST',
      url: '/__mock/trainees',
      payload: { count: 1, prefix: 'Morning' },
    });
    const [same] = json(answer).details as Trainee[];
    expect(same!._id).toBe(first!._id);
    expect(
      again.db.data.batches.filter((batch) => batch.accessorId === same!._id).map((batch) => batch.batchId),
    ).toEqual(firstBatches);
  });

  it('refuses bad input', async () => {
    const post = (payload: object) => trainerInject(t.app, { method: 'POST', url: '/__mock/trainees', payload });
    expect((await post({ count: 0, prefix: 'A' })).statusCode).toBe(400);
    expect((await post({ count: 61, prefix: 'A' })).statusCode).toBe(400);
    expect((await post({ count: 2, prefix: '' })).statusCode).toBe(400);
    expect((await post({ count: 2, prefix: '../x' })).statusCode).toBe(400);
    expect((await post({ count: '2', prefix: 'A' })).statusCode).toBe(400);
  });
});

describe('sandboxes', () => {
  it("are isolated: a trainee neither lists nor opens another's batches", async () => {
    const [a, b] = await create(2);
    const tokenA = await asTrainee(a!);
    const tokenB = await asTrainee(b!);
    const batchesA = await batchesOf(tokenA);
    const batchesB = await batchesOf(tokenB);
    expect(batchesA).toHaveLength(3);
    expect(batchesA.filter((id) => batchesB.includes(id))).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/batch-details/${batchesB[0]}`,
      headers: { [AUTH_HEADER]: tokenA },
    });
    expect(peek.statusCode).toBe(403);
  });

  it("a reset of A restores A's sandbox and leaves B's uploads and data alone", async () => {
    const [a, b] = await create(2);
    const tokenA = await asTrainee(a!);
    const tokenB = await asTrainee(b!);
    const before = JSON.parse(
      JSON.stringify(t.db.data.batches.filter((batch) => batch.accessorId === a!._id)),
    ) as typeof t.db.data.batches;
    const shot = (token: string, who: string) =>
      upload(
        t.app,
        token,
        'group',
        form({ QAverificationTimeStampId: dayOf(t.db.data, who)._id }, [sample('groupPhoto', 'jpg')]),
      );
    expect((await shot(tokenA, a!._id)).statusCode).toBe(200);
    expect((await shot(tokenB, b!._id)).statusCode).toBe(200);
    const [pendingA] = await pendingOf(tokenA);
    await accept(tokenA, pendingA!);
    expect(await storedNames(dataDir)).toHaveLength(2);
    const keyOfB = t.db.data.evidenceFiles.find((file) => file.assesor_id === b!._id)!.key;

    const answer = await reset(a!);
    expect(json(answer)).toMatchObject({ statusCode: 200, details: { _id: a!._id, removedFiles: 1 } });
    expect(await storedNames(dataDir)).toEqual([keyOfB]);
    const trainees = new Set([a!._id, b!._id]);
    expect(
      t.db.data.evidenceFiles.filter((file) => trainees.has(file.assesor_id)).map((file) => file.assesor_id),
    ).toEqual([b!._id]);
    expect(t.db.data.batches.filter((batch) => batch.accessorId === a!._id)).toEqual(before);
    // A's session ended; B's goes on.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/batch-req-list', headers: { [AUTH_HEADER]: tokenA } }))
        .statusCode,
    ).toBe(410);
    expect(await pendingOf(tokenB)).toHaveLength(1);
  });

  it('a seeded assessor goes back to their seed; the class reset keeps the trainee accounts', async () => {
    const token = await login(t.app);
    const seededPending = await pendingOf(token);
    await accept(token, seededPending[0]!);
    const [trainee] = await create(1);
    expect((await reset(DEMO_ASSESSOR)).statusCode).toBe(200);
    expect(await pendingOf(await login(t.app))).toEqual(seededPending);
    const whole = await trainerInject(t.app, { method: 'POST', url: '/__mock/class/reset' });
    expect(json(whole)).toMatchObject({ statusCode: 200, details: { assessors: t.db.data.assessors.length } });
    expect(await pendingOf(await asTrainee(trainee!))).toHaveLength(1);
    expect((await reset({ email: 'ghost@demo.test' })).statusCode).toBe(404);
  });
});

describe('GET /__mock/class', () => {
  it('shows every assessor with status, sessions, requests, batches, last OTP and unread notifications', async () => {
    await login(t.app);
    await t.app.inject({ method: 'POST', url: '/api/send-assesorOTP', payload: { mobile: DEMO_ASSESSOR.mobile } });
    const rows = json(await trainerInject(t.app, { url: '/__mock/class' })).details as Record<string, unknown>[];
    const demo = rows.find((row) => row.email === DEMO_ASSESSOR.email)!;
    expect(demo).toMatchObject({
      status: 'active',
      trainee: false,
      openSessions: 1,
      pendingRequests: 8,
      batches: { ongoing: 5, upcoming: 7, completed: 10 },
    });
    expect(demo.lastOtp).toMatchObject({ otp: expect.stringMatching(/^\d{4}$/), valid: true });
    expect(demo.unreadNotifications).toBeGreaterThan(0);
    expect(rows.find((row) => row.email === 'unverified@demo.test')).toMatchObject({ status: 'mobile not verified' });
    expect(rows.find((row) => row.email === 'unregistered@demo.test')).toMatchObject({ status: 'profile not created' });
  });
});
