#!/usr/bin/env node
// A whole class on one laptop: N trainees rehearse an assessment day at once against a mock of its own on
// loopback. Each trainee logs in, polls notifications every 2 s, clocks in with a 50 KB selfie, takes the attendance
// of its 20 candidates, saves theory, viva and practical marks of every candidate, uploads 5 evidence photos of
// 300 KB and clocks out: each step as soon as the last one answered (`--pace fast`, default) or 3–8 s after it
// (`--pace human`). Meanwhile the demo assessor makes a small write every 250 ms (one candidate's attendance).
// Prints per call kind n / p50 / p95 / p99 / errors, the day's duration, the mock's RSS and data size at the start
// and the end, one theory-marks save on an idle mock before and after the class, and the upload throughput of the
// mock next to a bare Fastify + @fastify/multipart route that streams each part to a file on the same disk. Last, the
// same day against a floor server that answers every call and keeps nothing (support/floorServer.mjs): what is left
// of each latency without the mock's work.
//
//   node scripts/bench/classroom.mjs [--trainees 100] [--pace fast|human] [--seconds 180] [--cpu-prof <dir>]
//   npm run bench -- classroom          (100 trainees, fast)
// `--cpu-prof <dir>` runs the mock under `node --cpu-prof` and leaves its profile in <dir>.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { classDay, makeClass, PHOTO, prepareDemo, sleep } from './lib/classDay.mjs';
import { percentile } from './lib/load.mjs';
import { cpuSecondsOf, dataSize, memoryOf } from './lib/processFacts.mjs';
import { call, must } from './lib/requests.mjs';
import { startServer } from './lib/servers.mjs';
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

/** Latencies and failures per call kind; `record` answers whether the call succeeded. */
function recorder() {
  const stats = new Map();
  const firstErrors = [];
  const record = (kind, result, expected = [200, 201]) => {
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
  };
  return { stats, firstErrors, record };
}
const { stats, firstErrors, record } = recorder();

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

/**
 * The same day at the fast pace against the floor server (support/floorServer.mjs), answering the candidate and NOS
 * lists the mock gave the first trainee, so the same saves are sent. Its own calls' stats, and the day's figures.
 */
async function floorDay(port, demo, trainees) {
  const first = trainees.find((t) => t.token);
  if (!first) throw new Error('no trainee logged in to the mock: nothing to give the floor server');
  const ask = (path) => must(port, 'GET', path, { token: first.token });
  const nosLists = {};
  for (const section of ['Theory', 'viva', 'practical'])
    nosLists[section] = (await ask(`/api/nos-list/${first.batchId}?section=${section}`)).nosList;
  const { candidateList } = await ask(`/api/candidate-list-by-batch?batch_id=${first.batchId}&limit=100`);
  const folder = join(root, 'floor-files');
  mkdirSync(folder);
  const floorPort = await startServer('scripts/bench/support/floorServer.mjs', [folder], children, {
    FLOOR_ANSWERS: JSON.stringify({ candidateList, nosLists }),
  });
  const fresh = () => trainees.map(({ email, password, batchId, dayId }) => ({ email, password, batchId, dayId }));
  // Warmed up as the mock is by the set-up: a tenth of the class's day first, not recorded.
  await classDay(floorPort, fresh().slice(0, TRAINEES / 10), demo, {
    limitS: LIMIT_S,
    human: false,
    record: () => true,
  });
  execFileSync('sync');
  const calls = recorder();
  const day = await classDay(floorPort, fresh(), demo, { limitS: LIMIT_S, human: false, record: calls.record });
  return { ...day, calls };
}

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)}` : '–');
const mb = (n) => `${(n / MB).toFixed(1)} MB`;
/** The `p` percentile of a kind's times. */
const at = (times, p) =>
  percentile(
    [...times].sort((a, b) => a - b),
    p,
  );
/** Call kinds that are not the trainees' day (its requests per second leave them out). */
const NOT_THE_DAY = ['notification', 'small', 'idle', 'trainer'];
const row = (cells) =>
  `  ${cells[0].padEnd(28)} ${cells
    .slice(1)
    .map((cell) => cell.padStart(7))
    .join(' ')}`;

/**
 * A day's headline (days done, seconds, requests per second) and its table per call kind; with `mockStats`, a last
 * column: the mock's p95 of that kind over this day's. Answers the day's failed calls.
 */
function printDay(title, day, { stats: dayStats, firstErrors: dayErrors }, mockStats) {
  const bound = day.finished < TRAINEES ? ` (the rest stopped at the ${LIMIT_S} s bound or by an error)` : '';
  console.log(`\n${title}: ${day.finished} of ${TRAINEES} trainees done in ${day.seconds.toFixed(1)} s${bound}`);
  const kinds = [...dayStats.keys()];
  const dayRequests = kinds
    .filter((kind) => !NOT_THE_DAY.some((prefix) => kind.startsWith(prefix)))
    .reduce((sum, k) => sum + dayStats.get(k).times.length, 0);
  console.log(
    `  the day's requests (polls and the small writes aside): ${dayRequests} in ${day.seconds.toFixed(1)} s = ${(dayRequests / day.seconds).toFixed(0)} req/s`,
  );
  console.log(
    `\n${row(['call', 'n', 'p50', 'p95', 'p99', 'max', 'errors'])}${mockStats ? '  mock p95 ÷ this' : ''}   (ms)`,
  );
  let errors = 0;
  for (const kind of kinds) {
    const { times, errors: failed } = dayStats.get(kind);
    const sorted = [...times].sort((a, b) => a - b);
    errors += failed;
    const mockTimes = mockStats?.get(kind)?.times;
    const versus = mockTimes ? `  ${(at(mockTimes, 95) / at(times, 95)).toFixed(1)}×` : '';
    const cells = [50, 95, 99].map((p) => ms(percentile(sorted, p)));
    console.log(`${row([kind, String(times.length), ...cells, ms(sorted.at(-1)), String(failed)])}${versus}`);
  }
  if (dayErrors.length) console.log(`  first errors:\n    ${dayErrors.join('\n    ')}`);
  const { p50, p99, max } = day.lag;
  console.log(
    `  the load generator's event loop was late by p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} ms (part of every latency above)`,
  );
  return errors;
}

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

    // Where a latency is spent: the mock's CPU (and the generator's own event loop, which classDay measures).
    const cpu0 = cpuSecondsOf(mock.pid);
    const started = Date.now();
    const day = await classDay(port, trainees, demo, { limitS: LIMIT_S, human: HUMAN, record });
    const mockBusy = (cpuSecondsOf(mock.pid) - cpu0) / ((Date.now() - started) / 1000);
    const load1 = os.loadavg();
    const [mem1, size1] = [memoryOf(mock.pid), dataSize(dataDir)];
    await sleep(1000);
    const idleAfter = await idleSave(port, demo, 'after');
    const boardRows = await boardReads(port);
    // As before the idle saves: the day's photos written back first, so the comparison does not wait for them.
    execFileSync('sync');
    const uploads = await uploadComparison(port, demo, trainees);
    const floor = HUMAN ? undefined : await floorDay(port, demo, trainees);

    let errors = printDay(`The class's day`, day, { stats, firstErrors });
    console.log(`\n  during the day: the mock used ${(mockBusy * 100).toFixed(0)} % of a core`);
    console.log(`  mock RSS: ${mb(mem0.rss)} at the start, ${mb(mem1.rss)} at the end, peak ${mb(mem1.peak)}`);
    console.log(
      `  state on disk (db.json + db.journal): ${mb(size0.state)} at the start, ${mb(size1.state)} at the end; uploads ${mb(size0.files)} → ${mb(size1.files)}`,
    );
    console.log(
      `  one theory-marks save on the idle mock (median of ${IDLE_SAVES}): ${ms(idleBefore)} ms before the class, ${ms(idleAfter)} ms after (${(idleAfter / idleBefore).toFixed(2)}×)`,
    );
    const median = (kind) => at(stats.get(kind).times, 50);
    console.log(
      `  the trainer's board after the day (${boardRows} rows, median of 20 reads): ${ms(median('trainer board read'))} ms, ${(median('trainer board read') / median('notification poll')).toFixed(1)}× a notification poll's median`,
    );
    console.log(
      `  uploads of 300 KB, 8 senders, ${ROUNDS} × ${ROUND_S} s interleaved: mock over the class's days ${uploads.mock.toFixed(1)} MB/s, bare Fastify + multipart to files ${uploads.base.toFixed(1)} MB/s, mock into one slot ${uploads.oneSlot.toFixed(1)} MB/s (errors ${uploads.errors})`,
    );
    const ratios = (list) =>
      `median ${at(list, 50).toFixed(2)}× (rounds in order ${list.map((r) => r.toFixed(2)).join(', ')})`;
    console.log(
      `  mock / bare route, round by round: over the class's days ${ratios(uploads.spreadRatios)}; into one slot ${ratios(uploads.oneSlotRatios)}`,
    );
    if (floor)
      errors += printDay(
        `The same day against the floor (support/floorServer.mjs: every call answered, nothing kept, photos streamed to files)`,
        floor,
        floor.calls,
        stats,
      );
    console.log(
      `\n  load average (1/5/15 min): ${load0.map((l) => l.toFixed(2)).join(' ')} before the day, ${load1.map((l) => l.toFixed(2)).join(' ')} after`,
    );
    console.log(
      `  machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
    );
    process.exitCode =
      errors + uploads.errors === 0 && day.finished === TRAINEES && (floor?.finished ?? TRAINEES) === TRAINEES ? 0 : 1;
  }, options);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
