// npm run fuzz [-- --requests 10000 --seconds 60 --seed 1 --concurrency 8]
// Sends malformed requests to every served route of the mock (started as its own process on a free port, with a fresh
// data folder) over raw sockets, and checks every answer: never a 5xx, always the envelope of api-facts §1, never a
// success for a trainer call without the passcode (any spelling of `/__mock/`) or for a compressed body.
// Exits 1 when the goal is missed.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUZZ_PASSCODE, mutations, random, raw, routesOf } from './fuzz/cases.mjs';
import { check, requestHead, send } from './fuzz/answers.mjs';
import { DEMO, withMock } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : Number(process.env[`FUZZ_${name.toUpperCase()}`] ?? fallback);
};
const limits = {
  requests: option('requests', 10_000),
  seconds: option('seconds', 60),
  seed: option('seed', 1),
  concurrency: option('concurrency', 8),
};

// No client to serve; the fuzzer's own passcode (its wrong ones are made from it).
await withMock(
  async ({ port }) => {
    const login = await send(
      port,
      raw('POST', '/api/login-assesor', { 'Content-Type': 'application/json' }, JSON.stringify(DEMO)),
    );
    const token = JSON.parse(login.body).details.token;
    const routes = routesOf(JSON.parse(readFileSync(path.join(root, 'mock-server/src/unserved.json'), 'utf8')));
    const r = random(limits.seed);
    const byStatus = {};
    const byKind = {};
    const misses = [];
    let sent = 0;
    const started = Date.now();
    const until = started + limits.seconds * 1000;
    await Promise.all(
      Array.from({ length: limits.concurrency }, async () => {
        while (sent < limits.requests && Date.now() < until) {
          sent++;
          const route = r.pick(routes);
          const [kind, make] = r.pick(mutations(route, token, r));
          const bytes = make();
          // Wrong passcodes come from another loopback address: the mock refuses an address's trainer calls for a while
          // after a few (429), and the right ones from 127.0.0.1 must still reach the trainer handlers.
          const given = requestHead(bytes).headers['x-trainer-passcode'];
          const from = given !== undefined && given !== FUZZ_PASSCODE ? '127.0.0.2' : '127.0.0.1';
          const answer = await send(port, bytes, 10_000, from).catch((error) => ({
            status: 0,
            headers: {},
            body: String(error.message),
          }));
          const problem = check(answer, bytes, FUZZ_PASSCODE);
          byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
          byKind[kind] ??= { sent: 0, missed: 0 };
          byKind[kind].sent++;
          if (problem) {
            byKind[kind].missed++;
            if (misses.length < 15)
              misses.push({
                kind,
                route: `${route.method} ${route.path}`,
                status: answer.status,
                problem,
                request: bytes.subarray(0, 160).toString('latin1'),
                body: answer.body.slice(0, 200),
              });
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const missed = Object.values(byKind).reduce((sum, k) => sum + k.missed, 0);
    const fivexx = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz: ${sent} requests to ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${limits.seed}, ${limits.concurrency} at a time, ${cpus().length} CPUs: ${cpus()[0]?.model ?? '?'})`,
    );
    console.log(
      'by status:',
      Object.entries(byStatus)
        .map(([status, n]) => `${status} × ${n}`)
        .join(', '),
    );
    console.table(byKind);
    for (const miss of misses) console.log('MISS', JSON.stringify(miss));
    console.log(`5xx: ${fivexx}; answers not an envelope (or no answer): ${missed}`);
    process.exitCode = fivexx === 0 && missed === 0 ? 0 : 1;
  },
  { env: { CLIENT_DIST: '/nonexistent-client-dist', MOCK_TRAINER_PASSCODE: FUZZ_PASSCODE } },
);
