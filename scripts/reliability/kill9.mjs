// Kill -9 test of the mock's stored files and records: the real mock in its own process on loopback, a burst of
// uploads (evidence, raised issues, candidate files, profile documents) and evidence deletions, SIGKILL in the middle of the burst, a
// restart on the same data folder; then every acknowledged (2xx-answered) file and record must be there, every
// acknowledged deletion must have stayed done, no file may be left that no record names, and the state must load.
// `node scripts/reliability/kill9.mjs [cycles]` prints cycles, acknowledged writes, lost, corrupt (exit 1 when any
// is lost or corrupt). `runKill9` is also run by mock-server/src/services/uploads/storedFiles.kill9.test.ts (a few cycles).
/* global Buffer, FormData, Blob */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { PASSCODE, freePort, logIn, startMock, stopProcess, waitForUrl } from '../lib/processes.mjs';

const photo = readFileSync(fileURLToPath(new URL('../../fixtures/photo.jpg', import.meta.url)));
const KEY = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+/g;
const WORKERS = 4;

const trainer = { 'x-trainer-passcode': PASSCODE };

/**
 * Starts the mock on the folder (`env` added to its settings) and waits until it answers (it sweeps the uploads folder
 * before it listens). Also used by crashModel.mjs.
 */
export async function boot(dataDir, env = {}) {
  const port = await freePort();
  const child = startMock({ port, dataDir, env: { CLIENT_DIST: path.join(dataDir, 'no-client'), ...env } });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // A start takes seconds, more on a loaded machine; a mock that never answers is stopped, not left behind.
  const up = await Promise.race([
    waitForUrl(`${origin}/__mock/health`, 180).then(
      () => true,
      () => false,
    ),
    exited.then(() => false),
  ]);
  if (!up) await stopProcess(child);
  return { child, origin, port, up };
}

/** The demo assessor's ids the burst writes to: itself, a day record, an accepted batch and one of its candidates. */
function targetsOf(state, assessorId) {
  const batch = state.batches.find((b) => b.accessorId === assessorId && b.isAcceptAssesor);
  const day = state.assessmentDays.find((d) => d.assesor_id === assessorId);
  const candidate = state.candidates.find((c) => c.batchId === batch._id);
  return { assessorId, batchId: batch._id, dayId: day._id, dayBatchId: day.batch_id, candidateId: candidate._id };
}

const jpeg = (form, field) => form.append(field, new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');

/** One write of the burst: where it goes and which collection's record names what it stores. */
const writes = [
  {
    collection: 'evidenceFiles',
    url: '/api/upload-otherFile',
    body: ({ dayId }) => {
      const f = new FormData();
      f.append('QAverificationTimeStampId', dayId);
      jpeg(f, 'otherFile');
      return f;
    },
  },
  {
    collection: 'raisedIssues',
    url: '/api/raise-issue',
    body: ({ batchId }) => {
      const f = new FormData();
      f.append('batch_id', batchId);
      f.append('category', 'powerFailure');
      f.append('description', 'The power went off for two hours.');
      jpeg(f, 'issueFiles');
      return f;
    },
  },
  {
    collection: 'candidateFiles',
    url: '/api/upload-viva-file',
    body: ({ batchId, candidateId }) => {
      const f = new FormData();
      f.append('batch_id', batchId);
      f.append('candidate_id', candidateId);
      f.append('isViva', 'true');
      jpeg(f, 'file');
      return f;
    },
  },
  // A profile document lives in the assessor's own record (its `experiences`).
  {
    collection: 'assessors',
    url: ({ assessorId }) => `/api/add-assessorExperience/${assessorId}`,
    body: () => {
      const f = new FormData();
      f.append('designation', 'Assessor');
      f.append('companyName', 'Skill Co');
      f.append('startDate', '01-04-2019');
      f.append('endDate', '31-03-2022');
      jpeg(f, 'experienceCertificate');
      return f;
    },
  },
];

/**
 * Writes until `stop` resolves: uploads of the four kinds and, every fourth write, the deletion of an acknowledged
 * evidence file. Records every 2xx answer in `ledger` (keys stored, keys deleted); a request cut off by the kill
 * is not acknowledged.
 */
async function burst(origin, token, targets, ledger, stopped) {
  const headers = { 'x-auth-token': token };
  let n = 0;
  const worker = async () => {
    while (!stopped.now) {
      n += 1;
      try {
        const deletable = [...ledger.stored.entries()].find(
          ([key, item]) => item.collection === 'evidenceFiles' && !ledger.deleted.has(key) && !ledger.deleting.has(key),
        );
        if (n % 4 === 0 && deletable) {
          const [key] = deletable;
          ledger.deleting.add(key);
          const answer = await fetch(`${origin}/api/remove-otherFile/${targets.dayBatchId}`, {
            method: 'DELETE',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ QAverificationTimeStampId: targets.dayId, keyToDelete: key }),
          });
          if (answer.ok) {
            ledger.deleting.delete(key);
            ledger.deleted.add(key);
            ledger.acknowledged += 1;
          }
          continue;
        }
        const write = writes[n % writes.length];
        const url = typeof write.url === 'function' ? write.url(targets) : write.url;
        const answer = await fetch(`${origin}${url}`, { method: 'POST', headers, body: write.body(targets) });
        const text = await answer.text();
        if (!answer.ok) continue;
        ledger.acknowledged += 1;
        for (const key of new Set(text.match(KEY) ?? []))
          if (!ledger.stored.has(key)) ledger.stored.set(key, { collection: write.collection });
      } catch {
        // Cut off by the kill: not acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

/**
 * After a restart: what the state and the folder hold against what was acknowledged. `lost`: an acknowledged file or
 * record missing, or an acknowledged deletion undone; `corrupt`: the state does not load, a file no registry entry
 * names, a registry entry without its file or its record, a partial upload left.
 */
async function check(origin, dataDir, ledger) {
  const problems = { lost: [], corrupt: [] };
  const answer = await fetch(`${origin}/__mock/state`, { headers: trainer });
  const state = answer.ok ? (await answer.json()).details : null;
  if (!state) return { lost: [], corrupt: [`GET /__mock/state answered ${answer.status}`] };
  const entries = new Map((state.storedFiles ?? []).map((entry) => [entry.key, entry]));
  const names = readdirSync(path.join(dataDir, 'uploads'));
  for (const name of names) {
    if (name.endsWith('.part')) problems.corrupt.push(`partial upload left: ${name}`);
    else if (KEY.test(name) && !entries.has(name)) problems.corrupt.push(`file no record names: ${name}`);
    KEY.lastIndex = 0;
  }
  for (const entry of entries.values()) {
    const record = (state[entry.record?.collection] ?? []).find((item) => item._id === entry.record?._id);
    if (!names.includes(entry.key)) problems.corrupt.push(`registry entry without its file: ${entry.key}`);
    if (!record || !JSON.stringify(record).includes(entry.key))
      problems.corrupt.push(`registry entry without its record: ${entry.key}`);
  }
  for (const [key, { collection }] of ledger.stored) {
    const named = (state[collection] ?? []).some((item) => JSON.stringify(item).includes(key));
    if (ledger.deleted.has(key)) {
      if (named || names.includes(key)) problems.lost.push(`acknowledged deletion undone: ${key}`);
      continue;
    }
    // A deletion cut off by a kill (no answer seen, in this cycle or an earlier one): either outcome is right.
    if (ledger.deleting.has(key)) continue;
    if (!named) problems.lost.push(`acknowledged record missing: ${collection} naming ${key}`);
    const served = await fetch(`${origin}/uploads/${key}`);
    const bytes = served.ok ? Buffer.from(await served.arrayBuffer()) : null;
    if (!bytes?.equals(photo)) problems.lost.push(`acknowledged file not served whole: ${key} (HTTP ${served.status})`);
  }
  return problems;
}

/** Runs `cycles` kill -9 cycles on a fresh data folder; answers the figures and what went wrong. */
export async function runKill9({ cycles = 10, burstMs = [400, 1500], log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assessor-kill9-'));
  const ledger = { stored: new Map(), deleted: new Set(), deleting: new Set(), acknowledged: 0 };
  const result = { cycles: 0, acknowledged: 0, lost: 0, corrupt: 0, problems: [] };
  let mock;
  try {
    mock = await boot(dataDir);
    if (!mock.up) throw new Error('the mock did not start on a fresh folder');
    const { token, userData } = await logIn(mock.origin);
    const state = (await (await fetch(`${mock.origin}/__mock/state`, { headers: trainer })).json()).details;
    const targets = targetsOf(state, userData._id);
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const stopped = { now: false };
      const before = ledger.acknowledged;
      const running = burst(mock.origin, token, targets, ledger, stopped);
      const [low, high] = burstMs;
      await sleep(low + Math.random() * (high - low));
      // On a busy machine one upload can outlast the whole window: kill only once this cycle has an acknowledged
      // write (or after 30 s), so every cycle tests something.
      for (const until = Date.now() + 30_000; ledger.acknowledged === before && Date.now() < until;) await sleep(50);
      mock.child.kill('SIGKILL');
      await new Promise((resolve) =>
        mock.child.exitCode !== null || mock.child.signalCode !== null ? resolve() : mock.child.once('exit', resolve),
      );
      stopped.now = true;
      await running;
      mock = await boot(dataDir);
      result.cycles = cycle;
      if (!mock.up) {
        result.corrupt += 1;
        result.problems.push(`cycle ${cycle}: the mock did not start again`);
        break;
      }
      const problems = await check(mock.origin, dataDir, ledger);
      result.lost += problems.lost.length;
      result.corrupt += problems.corrupt.length;
      result.problems.push(...[...problems.lost, ...problems.corrupt].map((text) => `cycle ${cycle}: ${text}`));
      log(
        `cycle ${cycle}: ${ledger.acknowledged} acknowledged so far, ${problems.lost.length} lost, ${problems.corrupt.length} corrupt`,
      );
    }
    result.acknowledged = ledger.acknowledged;
    result.filesChecked = [...ledger.stored.keys()].filter((key) => !ledger.deleted.has(key)).length;
    result.deletions = ledger.deleted.size;
    result.keptBy = {};
    for (const [key, { collection }] of ledger.stored)
      if (!ledger.deleted.has(key)) result.keptBy[collection] = (result.keptBy[collection] ?? 0) + 1;
    return result;
  } finally {
    await stopProcess(mock?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = Number(process.argv[2] ?? 20);
  const result = await runKill9({ cycles, log: (line) => console.log(`  ${line}`) });
  console.log(
    `kill -9: ${result.cycles} cycles, ${result.acknowledged} acknowledged writes (${result.filesChecked} files kept, ${result.deletions} deletions), ${result.lost} lost, ${result.corrupt} corrupt`,
  );
  console.log(
    `  files kept by collection: ${Object.entries(result.keptBy ?? {})
      .map(([collection, n]) => `${collection} ${n}`)
      .join(', ')}`,
  );
  for (const problem of result.problems.slice(0, 20)) console.log(`  ${problem}`);
  process.exit(result.lost + result.corrupt === 0 && result.cycles === cycles ? 0 : 1);
}
