import { AUTH_HEADER } from '@assessor/contract';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { login, testConfig, testSeed, trainerInject } from '../testing/testApp.ts';
import { JournaledFile } from './journalFile.ts';
import { DB_FILE, JOURNAL_FILE, copyOf, openDb, settleDb, type Db } from './open.ts';
import { unwrap } from './tracked.ts';
import type { DbState } from './types.ts';

let dir: string;
/** Databases a test opened: their background snapshots end before the folder goes. */
const opened: Db[] = [];
const open = async (...args: Parameters<typeof openDb>) => {
  const db = await openDb(...args);
  opened.push(db);
  return db;
};
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-journal-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map(settleDb));
  await rm(dir, { recursive: true, force: true });
});

const journalLines = async () => (await readFile(path.join(dir, JOURNAL_FILE), 'utf8')).split('\n').filter(Boolean);

describe('journaled state on disk', () => {
  it('appends only the changed collections, and a reopen gives back the same state', async () => {
    const db = await openDb(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Present';
    await db.write();
    db.data.candidateMarks.push({
      batch_id: 'b',
      candidate_id: 'c',
      nos_id: 'n',
      section: 'Theory',
      obtainedMarks: 3,
      updatedAt: 1,
    });
    await db.write();
    const lines = await journalLines();
    // Only the changed records: one candidate set in place, one mark appended.
    expect(JSON.parse(lines.at(-2)!)).toEqual({ ops: [{ c: 'candidates', set: [[0, db.data.candidates[0]]] }] });
    expect(JSON.parse(lines.at(-1)!)).toEqual({
      ops: [
        { c: 'candidateMarks', at: testSeed().candidateMarks.length, del: 0, ins: [db.data.candidateMarks.at(-1)] },
      ],
    });
    const again = await openDb(dir, testSeed());
    expect(again.data).toEqual(db.data);
    expect(again.data.candidates[0]!.isPresent).toBe('Present');
  });

  it('ignores a journal line cut short by a crash', async () => {
    const db = await openDb(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Absent';
    await db.write();
    await db.write();
    await appendFile(path.join(dir, JOURNAL_FILE), '{"set":{"candidates":[{"_id":');
    const again = await openDb(dir, testSeed());
    expect(again.data.candidates[0]!.isPresent).toBe('Absent');
    expect(again.data.candidates).toHaveLength(testSeed().candidates.length);
  });

  it('ignores a journal left beside a newer snapshot, and a replaced state starts a new snapshot', async () => {
    const db = await openDb(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Present';
    await db.write();
    const oldJournal = await readFile(path.join(dir, JOURNAL_FILE), 'utf8');
    const replaced = copyOf(testSeed());
    replaced.notifications.length = 1;
    db.data = replaced;
    await db.write();
    expect(JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')).candidates[0].isPresent).toBe('Missing');
    expect(await journalLines()).toHaveLength(1);
    // A crash between the snapshot and the new journal leaves the old journal behind: it must not be replayed.
    await writeFile(path.join(dir, JOURNAL_FILE), oldJournal);
    const reopened = await openDb(dir, testSeed());
    expect(reopened.data.candidates[0]!.isPresent).toBe('Missing');
    expect(reopened.data.notifications).toHaveLength(1);
  });

  it('back to the very state of the snapshot (a reset right after a start): the journal is emptied', async () => {
    const db = await openDb(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Present';
    await db.write();
    await db.write();
    db.data = copyOf(testSeed());
    await db.write();
    expect(await journalLines()).toHaveLength(1);
    expect((await openDb(dir, testSeed())).data.candidates[0]!.isPresent).toBe('Missing');
  });

  it('a served app keeps attendance and marks across a restart', async () => {
    const seed = testSeed();
    const config = testConfig({ dataDir: dir });
    const clock = fakeClock(Date.parse('2025-03-10T04:30:00Z'));
    const app = await buildApp({ db: await openDb(dir, seed), config, clock, seed, checkAnswers: true });
    const token = await login(app);
    const demo = app.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;
    const batch = app.db.data.batches.find((b) => b.accessorId === demo._id && b.isAcceptAssesor)!;
    const candidate = app.db.data.candidates.find((c) => c.batchId === batch._id)!;
    const nos = app.db.data.jobRoles.find((r) => r._id === batch.jobRole_id)!.nos[0]!;
    const headers = { [AUTH_HEADER]: token };
    await app.inject({
      method: 'POST',
      url: '/api/save-candidate-attendence',
      headers,
      payload: { batch_id: batch._id, attendance: [{ candidate_id: candidate._id, isPresent: 'Present' }] },
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/save-theory-marks',
      headers,
      payload: { batch_id: batch._id, candidate_id: candidate._id, nosMarks: [{ nos_id: nos._id, obtainedMarks: 2 }] },
    });
    expect(saved.statusCode).toBe(200);
    const before = structuredClone(unwrap(app.db.data));
    await app.close();
    const reopened = await openDb(dir, seed);
    expect(reopened.data).toEqual(before);
    const ofCandidate = reopened.data.candidateMarks.filter(
      (mark) => mark.candidate_id === candidate._id && mark.nos_id === nos._id && mark.section === 'Theory',
    );
    expect(ofCandidate).toEqual([expect.objectContaining({ obtainedMarks: 2 })]);
  });

  it('keeps what is done to records made in the same run: a notification marked read, a session logged out', async () => {
    const seed = testSeed();
    const config = testConfig({ dataDir: dir });
    const clock = fakeClock(Date.parse('2025-03-10T04:30:00Z'));
    const app = await buildApp({ db: await openDb(dir, seed), config, clock, seed, checkAnswers: true });
    const sent = await trainerInject(app, {
      method: 'POST',
      url: '/__mock/notifications',
      payload: { assessor: DEMO_ASSESSOR.email, title: 'Hello', content: 'Read me' },
    });
    const id = sent.json<{ details: { _id: string } }>().details._id;
    const token = await login(app);
    const read = await app.inject({
      method: 'PUT',
      url: `/api/change-notification-status/${id}`,
      headers: { [AUTH_HEADER]: token },
    });
    expect(read.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: { [AUTH_HEADER]: token } })).statusCode,
    ).toBe(200);
    await app.close();
    const again = await buildApp({ db: await openDb(dir, seed), config, clock, seed, checkAnswers: true });
    expect(again.db.data.notifications.find((n) => n._id === id)?.isRead).toBe(true);
    const afterRestart = await again.inject({
      method: 'GET',
      url: '/api/notification-list',
      headers: { [AUTH_HEADER]: token },
    });
    expect(afterRestart.statusCode).toBe(410);
    await again.close();
  });
});

describe('per-record journal lines', () => {
  /** What a restart would load now, read without touching the files. */
  const onDisk = () => new JournaledFile<DbState>(path.join(dir, DB_FILE), path.join(dir, JOURNAL_FILE)).read();
  const plain = <T>(value: T): T => structuredClone(unwrap(value));

  it('removes records (from the middle, the end, by filter) and deleted fields as they were removed', async () => {
    const db = await open(dir, testSeed());
    const ids = db.data.candidates.map((c) => c._id);
    db.data.candidates.splice(3, 2);
    await db.write();
    db.data.candidates.pop();
    db.data.sessions = db.data.sessions.filter((_, i) => i % 2 === 0);
    delete (db.data.batches[1] as { examCenterLocation?: unknown }).examCenterLocation;
    await db.write();
    const lines = (await journalLines())
      .slice(1)
      .map((line) => JSON.parse(line) as { ops: { c: string; del?: number; ins?: unknown[]; set?: unknown[] }[] });
    expect(lines[0]!.ops).toEqual([{ c: 'candidates', at: 3, del: 2, ins: [] }]);
    expect(lines[1]!.ops.find((op) => op.c === 'batches')).toEqual({
      c: 'batches',
      set: [[1, plain(db.data.batches[1])]],
    });
    const loaded = await onDisk();
    expect(loaded).toEqual(plain(db.data));
    expect(loaded!.candidates.map((c) => c._id)).toEqual([...ids.slice(0, 3), ...ids.slice(5, -1)]);
    expect(loaded!.batches[1]).not.toHaveProperty('examCenterLocation');
  });

  it('keeps the order of a collection: inserts in the middle, a sort, a reverse, a replaced record', async () => {
    const db = await open(dir, testSeed());
    const mark = (n: number) => ({
      batch_id: 'b',
      candidate_id: `c${n}`,
      nos_id: 'n',
      section: 'viva' as const,
      obtainedMarks: n,
      updatedAt: n,
    });
    db.data.candidateMarks.push(mark(5), mark(1), mark(3));
    await db.write();
    db.data.candidateMarks.splice(-2, 0, mark(9));
    db.data.candidates.sort((a, b) => b.name.localeCompare(a.name));
    await db.write();
    db.data.notifications.reverse();
    db.data.candidates[2] = { ...db.data.candidates[2]!, name: 'Replaced Whole' };
    await db.write();
    const loaded = await onDisk();
    expect(loaded).toEqual(plain(db.data));
    expect(loaded!.candidateMarks.slice(-4).map((m) => m.obtainedMarks)).toEqual([5, 9, 1, 3]);
    expect(loaded!.candidates[2]!.name).toBe('Replaced Whole');
  });

  it('ignores a per-record line cut short by a crash, and keeps the lines before it', async () => {
    const db = await open(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Present';
    await db.write();
    const acknowledged = plain(db.data);
    db.data.candidates[1]!.isPresent = 'Absent';
    await db.write();
    const file = path.join(dir, JOURNAL_FILE);
    const text = await readFile(file, 'utf8');
    // The last line as a crash in the middle of its append leaves it.
    await writeFile(file, text.slice(0, text.length - 20));
    expect(await onDisk()).toEqual(acknowledged);
  });

  it('a snapshot taken while writes arrive: after every acknowledged write, the files load exactly the state', async () => {
    const db = await open(dir, testSeed(), { snapshotAfterBytes: 2000 });
    const firstSnapshot = JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')).$snapshot.id;
    const snapshots = new Set([firstSnapshot]);
    for (let i = 0; i < 40; i++) {
      const candidates = db.data.candidates;
      candidates[i % candidates.length]!.isPresent = i % 3 === 0 ? 'Absent' : 'Present';
      db.data.candidateMarks.push({
        batch_id: 'b',
        candidate_id: `c${i}`,
        nos_id: 'n',
        section: 'Theory',
        obtainedMarks: i,
        updatedAt: i,
      });
      if (i % 7 === 0) db.data.candidateMarks.splice(i % 5, 1);
      if (i % 11 === 0) db.data.notifications.reverse();
      // Several writes at once, as requests arrive: a burst is written once.
      await Promise.all([db.write(), db.write()]);
      expect(await onDisk()).toEqual(plain(db.data));
      snapshots.add(JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')).$snapshot.id);
    }
    // Snapshots were taken along the way, each while the writes above went on.
    expect(snapshots.size).toBeGreaterThan(2);
  }, 90_000);

  it('a record changed while the snapshot is serialised is snapshotted as it was at the cut', async () => {
    const db = await open(dir, testSeed(), { snapshotAfterBytes: 1 });
    db.data.candidates[0]!.name = 'At the cut';
    await db.write();
    // The background snapshot started after that write; this change comes before it has serialised the record.
    db.data.candidates[0]!.name = 'After the cut, not written';
    await settleDb(db);
    const stored = JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')) as { candidates: { name: string }[] };
    expect(stored.candidates[0]!.name).toBe('At the cut');
    expect((await onDisk())!.candidates[0]!.name).toBe('At the cut');
    await db.write();
    expect((await onDisk())!.candidates[0]!.name).toBe('After the cut, not written');
  });
});

/** Runs the writer until it has acknowledged a few writes, kills it with SIGKILL after a random delay; answers the last n it printed. */
function runAndKill(delayMs: number): Promise<number> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return new Promise((resolve, reject) => {
    // A 4 KB journal limit: background snapshots and journal compactions run all the time, so kills land in them.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/journalLoop.ts'), dir, '4096'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let last = -1;
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      last = Math.max(last, ...chunk.toString().split('\n').filter(Boolean).map(Number));
      if (armed) return;
      armed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(last) : reject(new Error(`writer exited: ${signal}`)),
    );
  });
}

it('keeps every acknowledged write, in order, when the writer is killed at random moments (snapshots included)', async () => {
  for (let round = 0; round < 5; round++) {
    const acknowledged = await runAndKill(20 + Math.floor(Math.random() * 200));
    const marks = (await openDb(dir, { candidateMarks: [] } as never)).data.candidateMarks;
    expect(marks.length).toBeGreaterThan(acknowledged);
    expect(marks.map((m) => m.obtainedMarks)).toEqual(marks.map((_, i) => i));
  }
}, 90_000);
