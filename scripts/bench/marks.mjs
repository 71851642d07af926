#!/usr/bin/env node
// Marking, two figures in one run:
//  1. save-nos-marks latency with the mock's data at 1× and 10× the seed (scripts/bench/support/marksData.ts), both
//     servers up at once and measured interleaved: p50 / p95 / mean, and the ratio 10× / 1× of the p50. Goal ≤ 2×.
//  2. Marking on a slow phone: the viva screen of a 40-candidate batch in Chromium with the CPU throttled 4×
//     (CDP Emulation.setCPUThrottlingRate), time from a key press in a marks field to the next paint, p75 over 50
//     presses. Goal ≤ 200 ms. Also printed: the Event Timing API's durations of the same presses where ≥ 16 ms.
// The built client is served by the 1× mock (run `npm run build` first, as `npm run bench` does).
/* global window, document, localStorage, requestAnimationFrame, MessageChannel, PerformanceObserver -- code run in the page */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright';
import { percentile } from './lib/load.mjs';
import { withChromium } from '../lib/chromium.mjs';
import { DEMO, PASSCODE, benchRun, withMock } from '../lib/processes.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SAVES_PER_ROUND = Number(process.env.BENCH_SAVES ?? 40);
const PRESSES = 50;
const root = mkdtempSync(join(os.tmpdir(), 'bench-marks-'));
const { stop } = benchRun({ name: 'the marks benchmark', limitMs: 8 * 60_000, folders: [root] });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function call(port, method, path, body, token) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const headers = {
      ...(data ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'x-auth-token': token } : {}),
      ...(path.startsWith('/__mock/') ? { 'x-trainer-passcode': PASSCODE } : {}),
    };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${method} ${path}`)));
    request.on('error', reject);
    request.end(data);
  });
}
async function ok(port, method, path, body, token) {
  const answer = await call(port, method, path, body, token);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.body;
}

/** A mock of its own on the seed grown `factor` times, for `run` (given its port). */
function withData(factor, run) {
  const dir = join(root, `x${factor}`);
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/support/marksData.ts', dir, String(factor)],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`could not write the ×${factor} data`);
  return withMock(({ port }) => run(port), { dataDir: dir });
}

/** The demo's first accepted batch with `size` candidates, all present; its viva NOS and questions. */
async function prepare(port, size) {
  const login = await ok(port, 'POST', '/api/login-assesor', DEMO);
  const { token } = login.details;
  const [batch] = (await ok(port, 'GET', `/__mock/assessors/${login.details._id}/batches`)).details;
  if (size) await ok(port, 'POST', `/__mock/batches/${batch._id}/candidates`, { count: size });
  const { candidateList } = (
    await ok(port, 'GET', `/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`, undefined, token)
  ).details;
  await ok(
    port,
    'POST',
    '/api/save-candidate-attendence',
    { batch_id: batch._id, attendance: candidateList.map((c) => ({ candidate_id: c._id, isPresent: 'Present' })) },
    token,
  );
  const { nosList } = (await ok(port, 'GET', `/api/nos-list/${batch._id}?section=viva`, undefined, token)).details;
  return { token, login: login.details, batch, candidates: candidateList, nosList };
}

async function saveLatencies(port, setup, round) {
  const times = [];
  for (let i = 0; i < SAVES_PER_ROUND; i++) {
    const candidate = setup.candidates[(round * SAVES_PER_ROUND + i) % setup.candidates.length];
    const nosMarks = setup.nosList.map((nos, n) => ({
      nos_id: nos._id,
      obtainedMarks: (i + n) % (Number(nos.vivaTM) + 1),
    }));
    const t0 = performance.now();
    await ok(
      port,
      'POST',
      '/api/save-nos-marks',
      { batch_id: setup.batch._id, candidate_id: candidate._id, section: 'viva', nosMarks },
      setup.token,
    );
    times.push(performance.now() - t0);
  }
  return times;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function inp(port, setup) {
  return withChromium(
    async ({ browserURL }) => {
      const browser = await chromium.connectOverCDP(browserURL);
      try {
        const context = await browser.newContext({
          viewport: { width: 360, height: 640 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        const base = `http://127.0.0.1:${port}`;
        await page.goto(`${base}/login`);
        await page.evaluate(
          ({ token, user }) => {
            localStorage.setItem('token', token);
            localStorage.setItem('userData', JSON.stringify(user));
          },
          { token: setup.token, user: setup.login },
        );
        await page.goto(`${base}/batch/${setup.batch._id}/assessment/viva/${setup.candidates[0]._id}`);
        const fields = page.getByRole('textbox');
        await fields.first().waitFor({ timeout: 60_000 });
        const count = await fields.count();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.evaluate(() => {
          const w = window;
          w.__paints = [];
          w.__events = new Map();
          document.addEventListener(
            'keydown',
            (event) => {
              const start = event.timeStamp;
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => w.__paints.push(performance.now() - start);
                channel.port2.postMessage(0);
              });
            },
            { capture: true },
          );
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.interactionId)
                w.__events.set(entry.interactionId, Math.max(w.__events.get(entry.interactionId) ?? 0, entry.duration));
            }
          }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        });
        for (let i = 0; i < PRESSES; i++) {
          const field = fields.nth(i % count);
          await field.focus();
          await field.selectText();
          await page.keyboard.press(String(i % 2));
          await page.waitForFunction((n) => window.__paints.length >= n, i + 1);
        }
        await page.waitForTimeout(500);
        const { paints, events } = await page.evaluate(() => ({
          paints: window.__paints,
          events: [...window.__events.values()],
        }));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        return { paints, events, fields: count };
      } finally {
        await browser.close();
      }
    },
    { flags: FLAGS },
  );
}

const ms = (n) => `${n.toFixed(1)} ms`;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: times.reduce((s, t) => s + t, 0) / times.length,
  };
};
try {
  await withData(1, (one) =>
    withData(10, async (ten) => {
      const [small, large] = [await prepare(one, 40), await prepare(ten, 40)];
      const lat1 = [];
      const lat10 = [];
      await saveLatencies(one, small, 99);
      await saveLatencies(ten, large, 99);
      for (let round = 0; round < ROUNDS; round++) {
        lat1.push(...(await saveLatencies(one, small, round)));
        lat10.push(...(await saveLatencies(ten, large, round)));
      }
      const [a, b] = [summary(lat1), summary(lat10)];
      console.log(`\nsave-nos-marks, ${lat1.length} saves each, interleaved in ${ROUNDS} rounds:`);
      console.log(`  data ×1    p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  mean ${ms(a.mean)}`);
      console.log(`  data ×10   p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  mean ${ms(b.mean)}`);
      console.log(`  ratio ×10 / ×1 (p50) ${(b.p50 / a.p50).toFixed(2)}  (goal ≤ 2)`);

      const { paints, events, fields } = await inp(one, small);
      const sortedPaints = [...paints].sort((x, y) => x - y);
      console.log(
        `\nMarking on a slow phone (4× CPU throttling, 360 px, viva screen of a ${small.candidates.length}-candidate batch, ${fields} fields):`,
      );
      console.log(
        `  key press → next paint, ${paints.length} presses: p75 ${ms(percentile(sortedPaints, 75))}  p50 ${ms(percentile(sortedPaints, 50))}  max ${ms(sortedPaints.at(-1))}  (goal p75 ≤ 200 ms)`,
      );
      console.log(
        `  Event Timing: ${events.length} of ${PRESSES} interactions ≥ 16 ms${events.length ? `, longest ${ms(Math.max(...events))}` : ''}`,
      );
    }),
  );
} finally {
  await stop();
}
