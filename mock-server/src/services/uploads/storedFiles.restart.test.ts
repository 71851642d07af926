import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_HEADER, evidenceKinds } from '@assessor/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fakeClock } from '../../clock.ts';
import { copyOf, openDb, type Db } from '../../db/open.ts';
import { sweepUploads } from '../../plugins/files.ts';
import { clock, demoOf, regularize, todayBatch } from '../../routes/attendance/testKit.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { TEST_TODAY, json, login, testConfig, testSeed, trainerInject } from '../../testing/testApp.ts';
import { dayOf, fixture, form, sample, samples, storedNames, tempDataDir, upload } from '../../testing/testUploads.ts';

let clockNow = fakeClock();

/** The real app on a file-backed state in `dataDir`, as `npm run mock` runs it (a fake clock on the test day). */
async function start(dataDir: string) {
  const seed = testSeed();
  const db = await openDb(dataDir, seed);
  clockNow = fakeClock(Date.parse(`${TEST_TODAY}T04:30:00Z`));
  const app = await buildApp({ db, config: testConfig({ dataDir }), clock: clockNow, seed, checkAnswers: true });
  return { app, db };
}

/** A clean stop, as main.ts does on SIGINT/SIGTERM. */
async function stop({ app, db }: { app: FastifyInstance; db: Db }) {
  await app.close();
  await db.write();
}

const KEY = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+/g;

/** The keys of the files this answer stored: the keys it names that were not in the folder before it. */
async function keysStoredBy(
  dataDir: string,
  before: readonly string[],
  answer: LightMyRequestResponse,
): Promise<string[]> {
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  const now = new Set(await storedNames(dataDir));
  return [...new Set(answer.body.match(KEY) ?? [])].filter((key) => now.has(key) && !before.includes(key));
}

type Upload = (app: FastifyInstance, token: string, dataDir: string) => Promise<LightMyRequestResponse>;
const auth = (token: string) => ({ [AUTH_HEADER]: token });
const me = (app: FastifyInstance) => demoOf(app.db.data);

/** One real upload per stored-file kind; each answers the record that names the file (sent as a JPEG photo). */
const kinds: Record<string, Upload> = {
  evidence: (app, token) => {
    const spec = evidenceKinds[0]!;
    return upload(
      app,
      token,
      spec.kind,
      form({ QAverificationTimeStampId: dayOf(app.db.data, me(app)._id)._id }, [sample(spec.fields[0]!.field, 'jpg')]),
    );
  },
  'clock-in selfie': (app, token) => clock(app, token, { batch: todayBatch(app.db.data) }),
  'clock-out selfie': async (app, token) => {
    const batch = todayBatch(app.db.data);
    expect((await clock(app, token, { batch })).statusCode).toBe(200);
    clockNow.advance(8 * 3600 * 1000);
    return clock(app, token, { batch, action: 'clockOut' });
  },
  'regularisation photo': async (app, token) => {
    const batch = todayBatch(app.db.data);
    const record = json(await clock(app, token, { batch })).details as { _id: string };
    return regularize(app, token, {
      batch_id: batch._id,
      attendence_id: record._id,
      clockInTime: '09:12 AM',
      clockOutTime: '05:12 PM',
      remark: 'Phone battery died before I could clock out',
    });
  },
  'profile photo': (app, token) =>
    app.inject({
      method: 'PUT',
      url: `/api/update-assessorProfile/${me(app)._id}`,
      headers: auth(token),
      payload: form({}, [sample('assessorPhoto', 'jpg')]),
    }),
  'profile document': (app, token) =>
    app.inject({
      method: 'POST',
      url: `/api/add-assessorPersonalDetail/${me(app)._id}`,
      headers: auth(token),
      payload: form({ cardType: 'panCard', cardNo: 'ABCPV1234K' }, [sample('card', 'jpg')]),
    }),
  'raised-issue file': (app, token) => {
    const batch = app.db.data.batches.find((b) => b.accessorId === me(app)._id && b.isAcceptAssesor)!;
    return app.inject({
      method: 'POST',
      url: '/api/raise-issue',
      headers: auth(token),
      payload: form(
        { batch_id: batch._id, category: 'powerFailure', description: 'The power went off for two hours.' },
        [sample('issueFiles', 'jpg')],
      ),
    });
  },
  'candidate file': (app, token) => {
    const batch = app.db.data.batches.find((b) => b.accessorId === me(app)._id && b.isAcceptAssesor)!;
    const candidate = app.db.data.candidates.find((c) => c.batchId === batch._id)!;
    return app.inject({
      method: 'POST',
      url: '/api/upload-viva-file',
      headers: auth(token),
      payload: form({ batch_id: batch._id, candidate_id: candidate._id, isViva: 'true' }, [sample('file', 'jpg')]),
    });
  },
};

let dataDir = '';
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Leftovers of a crash: a stored file no record names, a partial upload and an empty one (an aborted upload). */
async function leaveLeftovers(dir: string) {
  const uploads = path.join(dir, 'uploads');
  const orphan = `${randomUUID()}.jpg`;
  await writeFile(path.join(uploads, orphan), fixture(samples.jpg.name));
  await writeFile(path.join(uploads, `${randomUUID()}.jpg.part`), 'half');
  await writeFile(path.join(uploads, `${randomUUID()}.png.part`), '');
  return orphan;
}

describe.each(Object.entries(kinds))('a stored %s after a restart', (kind, send) => {
  it('is served with the same bytes; files no record names and partial uploads are gone', async () => {
    dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first.app, DEMO_ASSESSOR.email, DEMO_ASSESSOR.password);
    const before = await storedNames(dataDir);
    const keys = await keysStoredBy(dataDir, before, await send(first.app, token, dataDir));
    expect(keys.length).toBeGreaterThan(0);
    await stop(first);
    const orphan = await leaveLeftovers(dataDir);

    const second = await start(dataDir);
    const swept = await sweepUploads(second.app);
    expect(swept).toMatchObject({ unreferenced: 1, partial: 2, dropped: 0 });
    for (const key of keys) {
      const served = await second.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(served.statusCode, kind).toBe(200);
      expect(served.rawPayload.equals(fixture(samples.jpg.name))).toBe(true);
    }
    expect(await storedNames(dataDir)).toEqual(expect.not.arrayContaining([orphan]));
    expect((await storedNames(dataDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect((await second.app.inject({ method: 'GET', url: `/uploads/${orphan}` })).statusCode).toBe(404);
    const owners = (second.db.data.storedFiles ?? [])
      .filter((entry) => keys.includes(entry.key))
      .map((entry) => entry.owner);
    expect(owners).toEqual(keys.map(() => demoOf(second.db.data)._id));
    await stop(second);
  });
});

describe('the registry of stored files', () => {
  it('is derived from the records of a state written before it existed, so upgrading deletes no file', async () => {
    dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first.app);
    const photo = await keysStoredBy(dataDir, [], await kinds['profile photo']!(first.app, token, dataDir));
    const issue = await keysStoredBy(dataDir, photo, await kinds['raised-issue file']!(first.app, token, dataDir));
    // The state as an older mock wrote it: the same records, no registry.
    const old = copyOf(first.db.data);
    delete old.storedFiles;
    first.db.data = old;
    await stop(first);
    expect(JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8'))).not.toHaveProperty('storedFiles');

    const second = await start(dataDir);
    expect(await sweepUploads(second.app)).toMatchObject({ migrated: true, unreferenced: 0 });
    for (const key of [...photo, ...issue])
      expect((await second.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(200);
    expect(second.db.data.storedFiles?.map(({ key, kind }) => ({ key, kind }))).toEqual(
      expect.arrayContaining([
        { key: photo[0], kind: 'profilePhoto' },
        { key: issue[0], kind: 'issue' },
      ]),
    );
    await stop(second);
  });

  it('drops a file whose record is deleted, in the same write', async () => {
    dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first.app);
    const [key] = await keysStoredBy(dataDir, [], await kinds['profile photo']!(first.app, token, dataDir));
    const removed = await first.app.inject({
      method: 'DELETE',
      url: `/api/deleteAssessor-profilePhoto/${me(first.app)._id}`,
      headers: auth(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(first.db.data.storedFiles?.some((entry) => entry.key === key)).toBe(false);
    expect(await storedNames(dataDir)).toEqual([]);
    await stop(first);
  });

  it('keeps a state import coherent: records of files held here stay served, files only the old state named go', async () => {
    dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first.app);
    const [kept] = await keysStoredBy(dataDir, [], await kinds['raised-issue file']!(first.app, token, dataDir));
    const exported = copyOf(first.db.data);
    const [gone] = await keysStoredBy(dataDir, [kept!], await kinds['profile photo']!(first.app, token, dataDir));
    expect(
      (await trainerInject(first.app, { method: 'PUT', url: '/__mock/state', payload: exported })).statusCode,
    ).toBe(200);
    expect(first.db.data.storedFiles?.map((entry) => entry.key)).toEqual([kept]);
    expect(await storedNames(dataDir)).toEqual([kept]);
    await stop(first);
    const second = await start(dataDir);
    expect(await sweepUploads(second.app)).toMatchObject({ unreferenced: 0, dropped: 0 });
    expect((await second.app.inject({ method: 'GET', url: `/uploads/${kept}` })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: `/uploads/${gone}` })).statusCode).toBe(404);
    await stop(second);
  });

  it('is empty after a reset, and the files are gone', async () => {
    dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first.app);
    await keysStoredBy(dataDir, [], await kinds['candidate file']!(first.app, token, dataDir));
    expect((await trainerInject(first.app, { method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect(first.db.data.storedFiles).toEqual([]);
    expect(await storedNames(dataDir)).toEqual([]);
    await stop(first);
  });
});
