// What the benchmarks and the fuzzer do around their work: a free port, a mock of their own, waiting until a server
// answers, logging in the demo assessor, and stopping what they started.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';

/** The repository's root: the mock is started from there. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The seeded demo assessor (mock-server's seed). */
export const DEMO = { email: 'assessor@demo.test', password: 'Demo@1234' };

/**
 * The trainer passcode of a mock started here unless told otherwise: its `/__mock/` calls but health send it in
 * `x-trainer-passcode`.
 */
export const PASSCODE = 'bench-trainer-passcode';

/** Starts a Node server (http, https, http2) on a free port of the loopback address; resolves with the port. */
export function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** A port nothing listens on now, on the loopback address. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `seconds`. */
export async function waitForUrl(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The mock in a process of its own on `port`, keeping its data in `dataDir` (from the repository's root, through tsx).
 * Its trainer calls need `env.MOCK_TRAINER_PASSCODE`, by default PASSCODE. `env` adds to or overrides the mock's
 * settings (CLIENT_DIST, ...). `nodeArgs`: options of node itself (e.g. `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export function startMock({ port, dataDir, env = {}, nodeArgs = [] }) {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MOCK_DATA_DIR: dataDir, MOCK_LOG_LEVEL: 'warn', MOCK_TRAINER_PASSCODE: PASSCODE, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Asks a child to stop (SIGTERM), kills it after 5 s, and resolves once it has exited. */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    child.kill('SIGTERM');
  });
}

/** Logs the demo assessor in at `origin` over HTTP; the token and the rest of the login's details (userData). */
export async function logIn(origin, account = DEMO) {
  const answer = await fetch(`${origin}/api/login-assesor`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account),
  });
  const { details } = await answer.json();
  if (!answer.ok || !details?.token) throw new Error(`login failed: HTTP ${answer.status}`);
  const { token, ...userData } = details;
  return { token, userData };
}

/** The middle value (the upper one of an even count). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * What a benchmark starts, ended in one place: push its child processes to `children`; `stop()` stops them (by their
 * own handles) and removes `folders`. Past `limitMs` a watchdog says so, stops everything and exits 1.
 */
export function benchRun({ name, limitMs, folders }) {
  const children = [];
  let watchdog;
  const stop = async () => {
    clearTimeout(watchdog);
    await Promise.all(children.map(stopProcess));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  watchdog = setTimeout(() => {
    console.error(`${name} took over ${Math.round(limitMs / 1000)} s: stopping`);
    void stop().then(() => process.exit(1));
  }, limitMs);
  return { children, stop };
}
