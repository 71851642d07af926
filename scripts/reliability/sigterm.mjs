// SIGTERM during a burst (what `docker stop` sends): the real mock in its own process, the crash run's clients
// (writeKinds.mjs) writing every kind, SIGTERM in the middle; then the mock must exit within 5 s with code 0, every
// request sent before the signal must be answered (2xx, or refused with the 503 envelope of plugins/stopping.ts), and
// after a restart every acknowledged write must be there (ledger.mjs). Requests sent after the signal may also find
// the port closed (connection refused).
// `node scripts/reliability/sigterm.mjs [rounds]` prints the figures; `runSigterm` is also run by
// mock-server/src/shutdown.sigterm.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { must } from '../bench/lib/requests.mjs';
import { stopProcess } from '../lib/processes.mjs';
import { seeded } from './crashModel.mjs';
import { boot } from './kill9.mjs';
import { Ledger, viewOf } from './ledger.mjs';
import { clients, prepare } from './writeKinds.mjs';

const EXIT_LIMIT_MS = 5000;

/** How each write of a round ended, against the moment of the signal. */
function outcomesOf(outcomes, signalAt) {
  const counts = { acknowledged: 0, refused503: 0, otherStatus: 0, unansweredBefore: 0, refusedAfter: 0, cutAfter: 0 };
  const problems = [];
  for (const outcome of outcomes) {
    const before = outcome.sentAt < signalAt;
    if (outcome.status >= 200 && outcome.status < 300) counts.acknowledged += 1;
    else if (outcome.status === 503 && outcome.body?.success === false) counts.refused503 += 1;
    else if (outcome.status) counts.otherStatus += 1;
    else if (before) {
      counts.unansweredBefore += 1;
      problems.push(
        `${outcome.kind} sent ${signalAt - outcome.sentAt} ms before the signal: no answer (${outcome.error})`,
      );
    } else if (/ECONNREFUSED/.test(outcome.error ?? '')) counts.refusedAfter += 1;
    else counts.cutAfter += 1;
  }
  return { counts, problems };
}

/** Runs `rounds` rounds (burst, SIGTERM, restart, check) on one folder; answers the figures and the problems. */
export async function runSigterm({ rounds = 3, seed = 46, trainees = 3, burstMs = [500, 1200], log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assessor-sigterm-'));
  const ledger = new Ledger();
  const rand = seeded(seed);
  const result = { rounds: 0, exitMs: [], exitCodes: [], counts: {}, problems: [] };
  let mock;
  try {
    mock = await boot(dataDir);
    if (!mock.up) throw new Error('the mock did not start on a fresh folder');
    const { today } = await must(mock.port, 'GET', '/__mock/health');
    const world = await prepare(mock.port, ledger, { trainees, today });
    for (let round = 1; round <= rounds; round++) {
      world.port = mock.port;
      ledger.outcomes.length = 0;
      const stopped = { now: false };
      const running = Promise.all(clients(world, ledger, rand, stopped).map((loop) => loop()));
      const [low, high] = burstMs;
      await sleep(low + rand() * (high - low));
      const exited = new Promise((resolve) => mock.child.once('exit', (code) => resolve(code)));
      const signalAt = Date.now();
      mock.child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(10_000).then(() => 'still running after 10 s')]);
      const exitMs = Date.now() - signalAt;
      stopped.now = true;
      await running;
      if (typeof code !== 'number') await stopProcess(mock.child);
      result.exitMs.push(exitMs);
      result.exitCodes.push(code);
      if (code !== 0) result.problems.push(`round ${round}: exit code ${code}`);
      if (exitMs > EXIT_LIMIT_MS) result.problems.push(`round ${round}: exited ${exitMs} ms after SIGTERM`);
      const { counts, problems } = outcomesOf(ledger.outcomes, signalAt);
      for (const [name, n] of Object.entries(counts)) result.counts[name] = (result.counts[name] ?? 0) + n;
      result.problems.push(...problems.map((problem) => `round ${round}: ${problem}`));
      mock = await boot(dataDir);
      result.rounds = round;
      if (!mock.up) {
        result.problems.push(`round ${round}: the mock did not start again`);
        break;
      }
      const lost = ledger.check(viewOf(await must(mock.port, 'GET', '/__mock/state')));
      result.problems.push(...lost.map((problem) => `round ${round}: ${problem}`));
      log(`round ${round}: exit ${code} after ${exitMs} ms; ${JSON.stringify(counts)}; ${lost.length} lost`);
    }
    result.acknowledged = ledger.acknowledged;
    result.keys = ledger.size;
    return result;
  } finally {
    await stopProcess(mock?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rounds = Number(process.argv[2] ?? 5);
  const result = await runSigterm({ rounds, log: (line) => console.log(`  ${line}`) });
  console.log(
    `SIGTERM: ${result.rounds} rounds, exit after ${result.exitMs.join(', ')} ms (codes ${result.exitCodes.join(', ')}), ${result.acknowledged} acknowledged writes, ${result.keys} keys checked, ${result.problems.length} problems`,
  );
  console.log(`  outcomes: ${JSON.stringify(result.counts)}`);
  for (const problem of result.problems.slice(0, 20)) console.log(`  ${problem}`);
  process.exit(result.problems.length === 0 && result.rounds === rounds ? 0 : 1);
}
