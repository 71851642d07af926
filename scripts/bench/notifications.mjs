#!/usr/bin/env node
// notification-list under polling. Baseline in the same run: a bare Fastify route (support/bareServer.mjs).
//  1. throughput (32 keep-alive connections, 5 s each): bare route, notification-list answering 200, answering 304;
//  2. 1000 simulated assessors (own session, own keep-alive connection, own ETag) polling every 2 s for 30 s, while
//     the trainer endpoint sends a notification every second: p50 / p99 latency, statuses, errors.
// Servers run in their own processes on loopback; this process only generates load. Everything is bounded in time.
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { get, percentile, throughput } from './lib/load.mjs';
import { PASSCODE, benchRun, freePort, waitForUrl, withMock } from '../lib/processes.mjs';

const ASSESSORS = Number(process.env.BENCH_ASSESSORS ?? 1000);
const POLL_MS = 2000;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ACCOUNTS = ['assessor@demo.test', 'assessor2@demo.test', 'assessor3@demo.test'];
const LIST = '/api/notification-list?page=1&limit=20';

function call(port, method, path, body) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const headers = {
      ...(data ? { 'content-type': 'application/json' } : {}),
      ...(path.startsWith('/__mock/') ? { 'x-trainer-passcode': PASSCODE } : {}),
    };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined }));
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout: ${method} ${path}`)));
    request.on('error', reject);
    request.end(data);
  });
}

async function logins(port, count) {
  const tokens = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const email = ACCOUNTS[next++ % ACCOUNTS.length];
        const { status, body } = await call(port, 'POST', '/api/login-assesor', { email, password: 'Demo@1234' });
        if (status !== 200) throw new Error(`login failed: ${status}`);
        tokens.push(body.details.token);
      }
    }),
  );
  return tokens;
}

async function pollingLoad(port, tokens) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const started = Date.now();
  const end = started + LOAD_SECONDS * 1000;
  const sender = setInterval(() => {
    const assessor = ACCOUNTS[Math.floor(Math.random() * ACCOUNTS.length)];
    call(port, 'POST', '/__mock/notifications', { assessor, title: 'Bench', content: 'A change to pick up' }).catch(
      () => {
        errors++;
      },
    );
  }, 1000);
  await Promise.all(
    tokens.map(async (token, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let etag;
      // Spread the first polls over one interval, then poll at a fixed rate (not "2 s after the answer").
      for (let due = started + (index * POLL_MS) / tokens.length; due < end; due += POLL_MS) {
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const result = await get(agent, port, LIST, {
          'x-auth-token': token,
          ...(etag ? { 'if-none-match': etag } : {}),
        });
        latencies.push(result.ms);
        if (result.error || (result.status !== 200 && result.status !== 304)) errors++;
        else statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        if (result.status === 200) etag = result.etag;
      }
      agent.destroy();
    }),
  );
  clearInterval(sender);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    statuses,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    seconds: (Date.now() - started) / 1000,
  };
}

const { children, stop } = benchRun({ name: 'the notifications benchmark', limitMs: 5 * 60_000 });

try {
  await withMock(async ({ port: mockPort }) => {
    const barePort = await freePort();
    children.push(
      fork('scripts/bench/support/bareServer.mjs', {
        env: { ...process.env, PORT: String(barePort) },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      }),
    );
    await waitForUrl(`http://127.0.0.1:${barePort}/bare`);

    const t0 = Date.now();
    const tokens = await logins(mockPort, ASSESSORS);
    console.log(
      `${tokens.length} sessions created through login-assesor in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const auth = { 'x-auth-token': tokens[0] };
    const { etag } = await get(undefined, mockPort, LIST, auth);

    // Warm-up (JIT, connections), then the measured runs.
    await throughput({ port: barePort, path: '/bare', seconds: 1 });
    await throughput({ port: mockPort, path: LIST, headers: auth, seconds: 1 });
    const bare = await throughput({ port: barePort, path: '/bare' });
    const full = await throughput({ port: mockPort, path: LIST, headers: auth });
    const notModified = await throughput({
      port: mockPort,
      path: LIST,
      headers: { ...auth, 'if-none-match': etag },
      expect: 304,
    });
    const load = await pollingLoad(mockPort, tokens);

    const fmt = (n) => n.toFixed(0);
    console.log('\nThroughput, 32 keep-alive connections, 5 s each (requests/s):');
    console.log(`  bare Fastify route              ${fmt(bare.rps)}  (errors ${bare.errors})`);
    console.log(
      `  notification-list, 200 (body)   ${fmt(full.rps)}  ratio ${(full.rps / bare.rps).toFixed(2)}  (errors ${full.errors})`,
    );
    console.log(
      `  notification-list, 304 (ETag)   ${fmt(notModified.rps)}  ratio ${(notModified.rps / bare.rps).toFixed(2)}  (errors ${notModified.errors})`,
    );
    console.log(
      `\n${ASSESSORS} assessors polling every ${POLL_MS / 1000} s for ${LOAD_SECONDS} s (+1 notification/s from the trainer):`,
    );
    console.log(`  ${load.requests} polls (${JSON.stringify(load.statuses)}), errors ${load.errors}`);
    console.log(
      `  latency p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, max ${load.max.toFixed(2)} ms`,
    );
    console.log(
      `\nMachine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    );
    const goals = [
      ['notification-list (200) at least half the bare throughput', full.rps >= bare.rps / 2],
      ['notification-list (304) at least half the bare throughput', notModified.rps >= bare.rps / 2],
      ['p99 under 25 ms', load.p99 < 25],
      ['no errors', bare.errors + full.errors + notModified.errors + load.errors === 0],
    ];
    for (const [goal, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT MET'} ${goal}`);
    process.exitCode = bare.errors + full.errors + notModified.errors + load.errors === 0 ? 0 : 1;
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
