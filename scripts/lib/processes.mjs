// What the benchmarks and the fuzzer do around their work: a free port, a mock of their own (withMock), waiting until
// a server answers, logging in the demo assessor, and stopping what they started. Chromium: chromium.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
    const server = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
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
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Every mock started here that has not exited yet: a benchmark's watchdog stops them all (benchRun). */
const running = new Set();

/**
 * The mock in a process of its own on `port`, keeping its data in `dataDir` (from the repository's root, through tsx).
 * Its trainer calls need `env.MOCK_TRAINER_PASSCODE`, by default PASSCODE. `env` adds to or overrides the mock's
 * settings (CLIENT_DIST, ...). `nodeArgs`: options of node itself (e.g. `--cpu-prof`, which NODE_OPTIONS does not take).
 * Scripts use withMock (or openMock), which also wait for it and stop it.
 */
export function startMock({ port, dataDir, env = {}, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DATA_DIR: dataDir,
      MOCK_LOG_LEVEL: 'warn',
      MOCK_TRAINER_PASSCODE: PASSCODE,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * A mock of its own, ready to answer: started on a free port with a fresh data folder (or `dataDir`, kept), then
 * waited for until `/__mock/health` answers (up to `waitSeconds`: compiling and seeding take over 30 s on a busy
 * machine); a mock that exits first fails at once. Resolves with `{ port, origin, dataDir, child, stop }`; `stop()`
 * ends it and removes the folder made for it.
 */
export async function openMock({ dataDir, env, nodeArgs, waitSeconds = 120 } = {}) {
  const made = dataDir === undefined ? mkdtempSync(path.join(os.tmpdir(), 'assessor-mock-')) : undefined;
  const folder = dataDir ?? made;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = startMock({ port, dataDir: folder, env, nodeArgs });
  const stop = async () => {
    await stopProcess(child);
    if (made) rmSync(made, { recursive: true, force: true });
  };
  const exited = new Promise((_resolve, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the mock exited (${signal ?? code}) before it answered`))),
  );
  exited.catch(() => {}); // a mock stopped later exits too: only the race below listens.
  try {
    await Promise.race([waitForUrl(`${origin}/__mock/health`, waitSeconds), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, origin, dataDir: folder, child, stop };
}

/** A mock of its own (openMock) for `run` only: stopped, and its fresh folder removed, when `run` settles. */
export async function withMock(run, options) {
  const mock = await openMock(options);
  try {
    return await run(mock);
  } finally {
    await mock.stop();
  }
}

/** Asks a child to stop (SIGTERM), kills it after 5 s, and resolves once it has exited. */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Logs the demo assessor in at `origin` over HTTP; the token and the rest of the login's details (userData). */
export async function logIn(origin, account = DEMO) {
  const answer = await fetch(`${origin}/api/login-assesor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
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
 * What a benchmark starts, ended in one place: push its other child processes to `children`, and `closers` (e.g.
 * a Chromium's `close`); `stop()` ends them, every mock still running (by their own handles), and removes `folders`.
 * Past `limitMs` a watchdog says so, stops everything and exits 1.
 */
export function benchRun({ name, limitMs, folders = [] }) {
  const children = [];
  const closers = [];
  let watchdog;
  const stop = async () => {
    clearTimeout(watchdog);
    await Promise.all([...closers.map((close) => close()), ...[...children, ...running].map(stopProcess)]);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  watchdog = setTimeout(() => {
    console.error(`${name} took over ${Math.round(limitMs / 1000)} s: stopping`);
    void stop().then(() => process.exit(1));
  }, limitMs);
  return { children, closers, stop };
}

/** A trainer call of the mock at `origin` (with PASSCODE); its `details`, or an error naming the call and answer. */
export async function trainerCall(origin, method, path, body) {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { 'x-trainer-passcode': PASSCODE, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path} → ${answer.status} ${await answer.text()}`);
  return (await answer.json()).details;
}

/** The machine a figure was measured on, with its load now: "  machine: <CPU>, N cores, load a b c, Node v…". */
export function machineLine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `  machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${load}, Node ${process.version}`;
}
