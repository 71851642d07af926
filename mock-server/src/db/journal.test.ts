import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { login, testConfig, testSeed, trainerInject } from '../test-helpers.ts';
import { DB_FILE, JOURNAL_FILE, copyOf, openDb } from './open.ts';
import { Tracker, track, unwrap } from './tracked.ts';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(path.join(tmpdir(), 'mock-journal-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

const journalLines = async () => (await readFile(path.join(dir, JOURNAL_FILE), 'utf8')).split('\n').filter(Boolean);

describe('change tracking', () => {
  it('names the collection of every change at any depth, and stores raw values', () => {
    const tracker = new Tracker();
    const state = track(copyOf(testSeed()), tracker);
    tracker.take();
    void state.candidates.find((c) => c.isPresent === 'Missing');
    expect(tracker.take()).toEqual(new Set());
    state.candidates[0]!.isPresent = 'Present';
    state.batches[0]!.questionPaper.passingPercentage = 40;
    expect(tracker.take()).toEqual(new Set(['candidates', 'batches']));
    state.candidateMarks.push({ batch_id: 'b', candidate_id: 'c', nos_id: 'n', section: 'viva', obtainedMarks: 1, updatedAt: 0 });
    state.evidenceFiles.splice(0, 0);
    state.notifications.push({ ...state.notifications[0]!, _id: 'copy' });
    expect(tracker.take()).toEqual(new Set(['candidateMarks', 'evidenceFiles', 'notifications']));
    // What is stored holds no proxies: it clones and serialises as plain data.
    expect(() => structuredClone(unwrap(state))).not.toThrow();
  });
});

describe('journaled state on disk', () => {
  it('appends only the changed collections, and a reopen gives back the same state', async () => {
    const db = await openDb(dir, testSeed());
    db.data.candidates[0]!.isPresent = 'Present';
    await db.write();
    db.data.candidateMarks.push({ batch_id: 'b', candidate_id: 'c', nos_id: 'n', section: 'Theory', obtainedMarks: 3, updatedAt: 1 });
    await db.write();
    const lines = await journalLines();
    expect(Object.keys(JSON.parse(lines.at(-1)!).set)).toEqual(['candidateMarks']);
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
    const headers = { 'x-auth-token': token };
    await app.inject({ method: 'POST', url: '/api/save-candidate-attendence', headers, payload: { batch_id: batch._id, attendance: [{ candidate_id: candidate._id, isPresent: 'Present' }] } });
    const saved = await app.inject({ method: 'POST', url: '/api/save-theory-marks', headers, payload: { batch_id: batch._id, candidate_id: candidate._id, nosMarks: [{ nos_id: nos._id, obtainedMarks: 2 }] } });
    expect(saved.statusCode).toBe(200);
    const before = structuredClone(unwrap(app.db.data));
    await app.close();
    const reopened = await openDb(dir, seed);
    expect(reopened.data).toEqual(before);
    const ofCandidate = reopened.data.candidateMarks.filter((mark) => mark.candidate_id === candidate._id && mark.nos_id === nos._id && mark.section === 'Theory');
    expect(ofCandidate).toEqual([expect.objectContaining({ obtainedMarks: 2 })]);
  });

  it('keeps what is done to records made in the same run: a notification marked read, a session logged out (issue 33)', async () => {
    const seed = testSeed();
    const config = testConfig({ dataDir: dir });
    const clock = fakeClock(Date.parse('2025-03-10T04:30:00Z'));
    const app = await buildApp({ db: await openDb(dir, seed), config, clock, seed, checkAnswers: true });
    const sent = await trainerInject(app, { method: 'POST', url: '/__mock/notifications', payload: { assessor: DEMO_ASSESSOR.email, title: 'Hello', content: 'Read me' } });
    const id = (sent.json<{ details: { _id: string } }>()).details._id;
    const token = await login(app);
    const read = await app.inject({ method: 'PUT', url: `/api/change-notification-status/${id}`, headers: { 'x-auth-token': token } });
    expect(read.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { 'x-auth-token': token } })).statusCode).toBe(200);
    await app.close();
    const again = await buildApp({ db: await openDb(dir, seed), config, clock, seed, checkAnswers: true });
    expect(again.db.data.notifications.find((n) => n._id === id)?.isRead).toBe(true);
    const afterRestart = await again.inject({ method: 'GET', url: '/api/notification-list', headers: { 'x-auth-token': token } });
    expect(afterRestart.statusCode).toBe(410);
    await again.close();
  });
});

/** Runs the writer until it has acknowledged a few writes, kills it with SIGKILL after a random delay; answers the last n it printed. */
function runAndKill(delayMs: number): Promise<number> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/journal-loop.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let last = -1;
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      last = Math.max(last, ...chunk.toString().split('\n').filter(Boolean).map(Number));
      if (armed) return;
      armed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(last) : reject(new Error(`writer exited: ${signal}`))));
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
