#!/usr/bin/env node
// A whole class on one laptop (issue 36): N trainees rehearse an assessment day at once against a mock of its own on
// loopback. Each trainee logs in, polls notifications every 2 s, clocks in with a 50 KB selfie, takes the attendance
// of its 20 candidates, saves theory, viva and practical marks of every candidate, uploads 5 evidence photos of
// 300 KB and clocks out: each step as soon as the last one answered (`--pace fast`, default) or 3–8 s after it
// (`--pace human`). Meanwhile the demo assessor makes a small write every 250 ms (one candidate's attendance).
// Prints per call kind n / p50 / p95 / p99 / errors, the day's duration, the mock's RSS and data size at the start
// and the end, one theory-marks save on an idle mock before and after the class, and the upload throughput of the
// mock next to a bare Fastify + @fastify/multipart route that streams each part to a file on the same disk.
//
//   node scripts/bench/classroom.mjs [--trainees 100] [--pace fast|human] [--seconds 180] [--cpu-prof <dir>]
//   npm run bench -- classroom          (100 trainees, fast)
// `--cpu-prof <dir>` runs the mock under `node --cpu-prof` and leaves its profile in <dir>.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { makeClass, must, PHOTO, prepareDemo, sleep, smallWrites, traineeDay } from './lib/classDay.mjs';
import { percentile } from './lib/load.mjs';
import { cpuSecondsOf, dataSize, memoryOf } from './lib/processFacts.mjs';
import { call } from './lib/requests.mjs';
import { compareUploads, ROUND_S, ROUNDS } from './lib/uploadComparison.mjs';
import { DEMO, benchRun, withMock } from '../lib/processes.mjs';

const { values: args } = parseArgs({
  options: {
    trainees: { type: 'string' },
    pace: { type: 'string', default: 'fast' },
    seconds: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const HUMAN = args.pace === 'human';
if (!['fast', 'human'].includes(args.pace)) throw new Error('--pace is fast or human');
const TRAINEES = Number(args.trainees ?? (HUMAN ? 300 : 100));
/** The class is stopped at this bound whatever is left of its day (a human-paced day takes several minutes). */
const LIMIT_S = Number(args.seconds ?? (HUMAN ? 120 : 180));
const IDLE_SAVES = 30;

const root = mkdtempSync(join(os.tmpdir(), 'bench-classroom-'));
const dataDir = join(root, 'mock');
const { children, stop } = benchRun({
  name: 'the classroom benchmark',
  limitMs: (LIMIT_S + 240) * 1000,
  folders: [root],
});

/** Latencies and failures per call kind. */
const stats = new Map();
const firstErrors = [];
function record(kind, result, expected = [200, 201]) {
  let entry = stats.get(kind);
  if (!entry) stats.set(kind, (entry = { times: [], errors: 0 }));
  entry.times.push(result.ms);
  const failed = result.error || !expected.includes(result.status) || result.body?.success === false;
  if (failed) {
    entry.errors++;
    if (firstErrors.length < 8)
      firstErrors.push(`${kind}: ${result.error ?? `${result.status} ${JSON.stringify(result.body).slice(0, 160)}`}`);
  }
  return !failed;
}

const MB = 1024 * 1024;

/** Sequential theory-marks saves of the demo assessor on an otherwise idle mock: the median, ms. */
async function idleSave(port, demo, label) {
  // Each save syncs the journal: the disk first writes back what the system holds (after the day, its 150 MB of
  // photos), so that fsync measures the save, not the kernel's backlog.
  execFileSync('sync');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < IDLE_SAVES; i++) {
    const candidate = demo.candidates[i % demo.candidates.length];
    const nosMarks = demo.nosList.map((nos, n) => ({
      nos_id: nos._id,
      obtainedMarks: (i + n) % (Number(nos.outOf) + 1),
    }));
    const result = await call(agent, port, 'POST', '/api/save-theory-marks', {
      token: demo.token,
      json: { batch_id: demo.batch._id, candidate_id: candidate._id, nosMarks },
    });
    if (record(`idle theory save, ${label}`, result)) times.push(result.ms);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** The trainer's board (`GET /__mock/class/progress`) read 20 times after the day, as the console polls it. */
async function boardReads(port) {
  let trainees = 0;
  for (let read = 0; read < 20; read++) {
    const result = await call(undefined, port, 'GET', '/__mock/class/progress');
    record('trainer board read', result);
    trainees = result.body?.details?.trainees?.length ?? trainees;
  }
  return trainees;
}

/**
 * The mock's `upload-otherFile` against the bare multipart-to-file route (lib/uploadComparison.mjs): spread over the
 * days of the trainees who logged in (the demo's day when none did), and into the demo's day alone.
 */
async function uploadComparison(port, demo, trainees) {
  const demoDayId = (await must(port, 'GET', `/__mock/assessors/${encodeURIComponent(DEMO.email)}/batches`)).find(
    (b) => b._id === demo.batch._id,
  ).days[0]._id;
  const classDays = trainees.filter((t) => t.token).map((t) => ({ token: t.token, dayId: t.dayId }));
  return compareUploads({
    port,
    days: [{ token: demo.token, dayId: demoDayId }, ...classDays],
    photo: PHOTO,
    folder: join(root, 'baseline-files'),
    children,
  });
}

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)}` : '–');
const mb = (n) => `${(n / MB).toFixed(1)} MB`;
try {
  const profDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
  const options = {
    dataDir,
    env: { CLIENT_DIST: join(root, 'no-client') },
    nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  };
  await withMock(async ({ port, child: mock }) => {
    // Day records are dated DD-MM-YYYY; health answers YYYY-MM-DD.
    const today = (await must(port, 'GET', '/__mock/health')).today.split('-').reverse().join('-');
    await must(port, 'POST', '/__mock/geofence', { json: { enabled: false } });
    const setupStarted = Date.now();
    const trainees = await makeClass(port, today, TRAINEES);
    const demo = await prepareDemo(port);
    console.log(
      `${TRAINEES} trainees made through the trainer endpoints in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (pace ${args.pace}, bound ${LIMIT_S} s)`,
    );
    const idleBefore = await idleSave(port, demo, 'before');
    const load0 = os.loadavg();
    const [mem0, size0] = [memoryOf(mock.pid), dataSize(dataDir)];

    // Where a latency is spent: the generator's own event loop (one process drives the whole class) and the mock's CPU.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const cpu0 = cpuSecondsOf(mock.pid);
    const started = Date.now();
    const deadline = started + LIMIT_S * 1000;
    let running = true;
    const writer = smallWrites(port, demo, () => running, record);
    const ends = await Promise.all(
      trainees.map((trainee) => traineeDay(port, trainee, deadline, { human: HUMAN, record })),
    );
    running = false;
    await writer;
    const finished = ends.filter((end) => end !== null);
    const dayS = ((finished.length ? Math.max(...finished) : Date.now()) - started) / 1000;
    lag.disable();
    const mockBusy = (cpuSecondsOf(mock.pid) - cpu0) / ((Date.now() - started) / 1000);
    const load1 = os.loadavg();
    const [mem1, size1] = [memoryOf(mock.pid), dataSize(dataDir)];
    await sleep(1000);
    const idleAfter = await idleSave(port, demo, 'after');
    const boardRows = await boardReads(port);
    // As before the idle saves: the day's photos written back first, so the comparison does not wait for them.
    execFileSync('sync');
    const uploads = await uploadComparison(port, demo, trainees);

    console.log(
      `\nThe class's day: ${finished.length} of ${TRAINEES} trainees done in ${dayS.toFixed(1)} s${finished.length < TRAINEES ? ` (the rest stopped at the ${LIMIT_S} s bound or by an error)` : ''}`,
    );
    const kinds = [...stats.keys()];
    const dayRequests = kinds
      .filter((k) => !k.startsWith('notification') && !k.startsWith('idle') && !k.startsWith('small'))
      .reduce((s, k) => s + stats.get(k).times.length, 0);
    console.log(
      `  the day's requests (polls and the small writes aside): ${dayRequests} in ${dayS.toFixed(1)} s = ${(dayRequests / dayS).toFixed(0)} req/s`,
    );
    console.log(
      `\n  ${'call'.padEnd(28)} ${'n'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  errors   (ms)`,
    );
    let errors = 0;
    for (const kind of kinds) {
      const { times, errors: failed } = stats.get(kind);
      const sorted = [...times].sort((a, b) => a - b);
      errors += failed;
      console.log(
        `  ${kind.padEnd(28)} ${String(times.length).padStart(6)} ${ms(percentile(sorted, 50)).padStart(7)} ${ms(percentile(sorted, 95)).padStart(7)} ${ms(percentile(sorted, 99)).padStart(7)} ${ms(sorted.at(-1)).padStart(7)}  ${failed}`,
      );
    }
    if (firstErrors.length) console.log(`  first errors:\n    ${firstErrors.join('\n    ')}`);
    console.log(
      `\n  during the day: the mock used ${(mockBusy * 100).toFixed(0)} % of a core; the load generator's event loop was late by p50 ${ms(lag.percentile(50) / 1e6)}, p99 ${ms(lag.percentile(99) / 1e6)}, max ${ms(lag.max / 1e6)} ms (part of every latency above)`,
    );
    console.log(`  mock RSS: ${mb(mem0.rss)} at the start, ${mb(mem1.rss)} at the end, peak ${mb(mem1.peak)}`);
    console.log(
      `  state on disk (db.json + db.journal): ${mb(size0.state)} at the start, ${mb(size1.state)} at the end; uploads ${mb(size0.files)} → ${mb(size1.files)}`,
    );
    console.log(
      `  one theory-marks save on the idle mock (median of ${IDLE_SAVES}): ${ms(idleBefore)} ms before the class, ${ms(idleAfter)} ms after (${(idleAfter / idleBefore).toFixed(2)}×)`,
    );
    const median = (kind) =>
      percentile(
        [...stats.get(kind).times].sort((a, b) => a - b),
        50,
      );
    console.log(
      `  the trainer's board after the day (${boardRows} rows, median of 20 reads): ${ms(median('trainer board read'))} ms, ${(median('trainer board read') / median('notification poll')).toFixed(1)}× a notification poll's median`,
    );
    console.log(
      `  uploads of 300 KB, 8 senders, ${ROUNDS} × ${ROUND_S} s interleaved: mock over the class's days ${uploads.mock.toFixed(1)} MB/s, bare Fastify + multipart to files ${uploads.base.toFixed(1)} MB/s, mock into one slot ${uploads.oneSlot.toFixed(1)} MB/s (errors ${uploads.errors})`,
    );
    const ratios = (list) =>
      `median ${uploads.median(list).toFixed(2)}× (rounds in order ${list.map((r) => r.toFixed(2)).join(', ')})`;
    console.log(
      `  mock / bare route, round by round: over the class's days ${ratios(uploads.spreadRatios)}; into one slot ${ratios(uploads.oneSlotRatios)}`,
    );
    console.log(
      `\n  load average (1/5/15 min): ${load0.map((l) => l.toFixed(2)).join(' ')} before the day, ${load1.map((l) => l.toFixed(2)).join(' ')} after`,
    );
    console.log(
      `  machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
    );
    process.exitCode = errors + uploads.errors === 0 && finished.length === TRAINEES ? 0 : 1;
  }, options);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
