// Model-based kill -9 test of the mock's storage: the real mock in its own process (a fresh MOCK_DATA_DIR, a small
// MOCK_SNAPSHOT_AFTER_BYTES so background snapshots and journal compactions run all the time), clients sending every
// kind of write (writeKinds.mjs), a ledger of what each 2xx answer acknowledged and what was sent without an answer
// (ledger.mjs). Per cycle: a burst, SIGKILL (at a random moment, or as soon as a snapshot or a compaction is seen under
// way), a restart on the same folder, then every key of the ledger is compared with the state the restart loaded.
// `node scripts/reliability/crashModel.mjs [cycles] [--seed N] [--snapshot-after BYTES]` (0: the mock's default) prints the figures and exits 1 on any problem.
/* global Buffer */
// `runCrashModel` is also run by mock-server/src/db/crashModel.kill9.test.ts (a few seeded cycles).
import { existsSync, mkdtempSync, openSync, readSync, closeSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { must } from '../bench/lib/requests.mjs';
import { stopProcess } from '../lib/processes.mjs';
import { boot } from './kill9.mjs';
import { Ledger, viewOf } from './ledger.mjs';
import { clients, prepare } from './writeKinds.mjs';

/** A small seeded generator (mulberry32): the same seed sends the same kinds of writes in the same order per client. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Kill moments, in turn: anywhere in the burst, during a background snapshot, during a journal compaction. */
const AIMS = ['random', 'snapshot', 'compaction'];

/** What the data folder shows under way: a snapshot or a compacted journal being written (their temp files). */
function underWay(dataDir) {
  const names = readdirSync(dataDir);
  if (names.some((name) => name.startsWith('db.journal.') && name.endsWith('.tmp'))) return 'compaction';
  if (names.some((name) => name.startsWith('db.json.') && name.endsWith('.tmp'))) return 'snapshot';
  return 'random';
}

/**
 * After a kill: 'after snapshot' when the snapshot was cut from the journal still on disk (renamed, journal not yet
 * compacted), else what `seen` saw just before the kill.
 */
function momentOf(dataDir, seen) {
  try {
    const fd = openSync(path.join(dataDir, 'db.json'), 'r');
    const head = Buffer.alloc(300);
    readSync(fd, head, 0, 300, 0);
    closeSync(fd);
    const meta = JSON.parse(head.toString().match(/^\{"\$snapshot":(\{[^}]*\})/)?.[1] ?? '{}');
    const header = JSON.parse(readFileSync(path.join(dataDir, 'db.journal'), 'utf8').split('\n')[0] || '{}');
    if (meta.journal && header.journal === meta.journal && header.snapshot !== meta.id) return 'after snapshot';
  } catch {
    /* no snapshot yet */
  }
  return seen;
}

/** Kills the mock at the cycle's aim (polling the folder for it until `deadline`, then anyway); answers the moment. */
async function kill(mock, dataDir, aim, deadline) {
  let seen = underWay(dataDir);
  while (aim !== 'random' && seen !== aim && Date.now() < deadline) {
    await sleep(1);
    seen = underWay(dataDir);
  }
  mock.child.kill('SIGKILL');
  await new Promise((resolve) =>
    mock.child.exitCode !== null || mock.child.signalCode !== null ? resolve() : mock.child.once('exit', resolve),
  );
  return momentOf(dataDir, seen);
}

/**
 * Runs `cycles` kill -9 cycles on a fresh folder; answers the figures and the problems (values that came back older,
 * or that nobody sent; a mock that does not start again).
 */
export async function runCrashModel({
  cycles = 20,
  seed = 1,
  trainees = 9,
  burstMs = [300, 1500],
  snapshotAfterBytes = 64 * 1024,
  log = () => {},
} = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assessor-crash-'));
  // 0: the mock's own threshold (the journal outgrows the snapshot, at least 1 MB).
  const env = snapshotAfterBytes > 0 ? { MOCK_SNAPSHOT_AFTER_BYTES: String(snapshotAfterBytes) } : {};
  const ledger = new Ledger();
  const rand = seeded(seed);
  const result = { cycles: 0, seed, acknowledged: 0, keys: 0, moments: {}, problems: [] };
  let mock;
  try {
    mock = await boot(dataDir, env);
    if (!mock.up) throw new Error('the mock did not start on a fresh folder');
    const { today } = await must(mock.port, 'GET', '/__mock/health');
    const world = await prepare(mock.port, ledger, { trainees, today });
    for (let cycle = 1; cycle <= cycles; cycle++) {
      world.port = mock.port;
      const stopped = { now: false };
      const before = ledger.acknowledged;
      const running = Promise.all(clients(world, ledger, rand, stopped).map((loop) => loop()));
      const [low, high] = burstMs;
      await sleep(low + rand() * (high - low));
      // A loaded machine can take long over the first answers: kill once the cycle has an acknowledged write.
      for (const until = Date.now() + 30_000; ledger.acknowledged === before && Date.now() < until;) await sleep(20);
      const moment = await kill(mock, dataDir, AIMS[cycle % AIMS.length], Date.now() + 3000);
      result.moments[moment] = (result.moments[moment] ?? 0) + 1;
      stopped.now = true;
      await running;
      mock = await boot(dataDir, env);
      result.cycles = cycle;
      if (!mock.up) {
        result.problems.push(`cycle ${cycle}: the mock did not start again`);
        break;
      }
      const state = await must(mock.port, 'GET', '/__mock/state');
      const problems = ledger.check(viewOf(state));
      result.problems.push(...problems.map((problem) => `cycle ${cycle} (killed: ${moment}): ${problem}`));
      log(
        `cycle ${cycle}: killed at ${moment}; ${ledger.acknowledged} acknowledged so far, ${ledger.size} keys, ${problems.length} problems`,
      );
    }
    result.acknowledged = ledger.acknowledged;
    result.sent = ledger.sent;
    result.keys = ledger.size;
    result.byKind = Object.fromEntries(ledger.byKind);
    return result;
  } finally {
    await stopProcess(mock?.child);
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--seed');
  const seed = at >= 0 ? Number(args.splice(at, 2)[1]) : Math.floor(Math.random() * 1e6);
  const bytesAt = args.indexOf('--snapshot-after');
  const snapshotAfterBytes = bytesAt >= 0 ? Number(args.splice(bytesAt, 2)[1]) : undefined;
  const cycles = Number(args[0] ?? 20);
  const started = Date.now();
  const result = await runCrashModel({ cycles, seed, snapshotAfterBytes, log: (line) => console.log(`  ${line}`) });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `crash model (seed ${seed}): ${result.cycles} cycles in ${minutes} min, ${result.acknowledged} acknowledged writes of ${result.sent} sent, ${result.keys} keys checked after every restart, ${result.problems.length} problems`,
  );
  console.log(
    `  kills: ${Object.entries(result.moments)
      .map(([moment, n]) => `${moment} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  acknowledged by kind: ${Object.entries(result.byKind ?? {})
      .map(([kind, { acknowledged }]) => `${kind} ${acknowledged}`)
      .join(', ')}`,
  );
  for (const problem of result.problems.slice(0, 30)) console.log(`  ${problem}`);
  process.exit(result.problems.length === 0 && result.cycles === cycles ? 0 : 1);
}
