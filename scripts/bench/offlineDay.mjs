#!/usr/bin/env node
// "Ready for the day": what a phone downloads, and how long it takes, to keep a whole batch day for offline (the
// client's app/offlineDay), for a batch of 40 candidates on a Slow 4G link (DevTools' preset: 562.5 ms latency,
// 1.6 Mbps down), against a mock of its own on loopback. The phone has visited before (its worker is in control), so
// only the day's reads cross the link. Baseline, same link and run: the batch screen's own first draw.
// `--https`: the link is reached through an HTTPS front that speaks HTTP/2, as a production host serves (the
// Lighthouse rows' model); without it, plain HTTP/1.1, where the browser opens six connections to the host.
//   npm run build && node scripts/bench/offlineDay.mjs [--candidates 40] [--runs 3] [--https]
/* global localStorage, navigator */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { HEADLESS, launchChromium } from '../lib/chromium.mjs';
import { makeCertificate, startSecureFront } from './lib/secureFront.mjs';
import { benchRun, machineLine, trainerCall, logIn, median, withMock } from '../lib/processes.mjs';
import { slowLink } from './support/slowLink.mjs';

const { values: args } = parseArgs({
  options: { candidates: { type: 'string' }, runs: { type: 'string' }, https: { type: 'boolean' } },
});
const CANDIDATES = Number(args.candidates ?? 40);
const RUNS = Number(args.runs ?? 3);
const SLOW_4G = { latencyMs: 562.5, downKbps: 1600 };
const BUDGET = { bytes: 500 * 1024, ms: 15_000 };

const { closers, stop } = benchRun({ name: 'the offline-day benchmark', limitMs: 10 * 60_000 });

/** One phone: a set-up visit at full speed until the worker controls the page, then today's batch over the link. */
async function measure(browser, phoneOrigin, link, session, batchId) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, baseURL: phoneOrigin });
  await context.addInitScript(
    ({ token, userData }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userData', JSON.stringify(userData));
    },
    { token: session.token, userData: session.userData },
  );
  const page = await context.newPage();
  link.setSlow(false);
  // A screen that prepares no day: the worker installs its precache and takes control.
  await page.goto('/batch/assessment/attendence');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  link.setSlow(true);
  link.reset();
  const start = Date.now();
  await page.goto(`/batch/${batchId}/assessment`);
  await page.getByRole('heading', { level: 1, name: /^Batch / }).waitFor({ timeout: 60_000 });
  const screen = Date.now() - start;
  await page
    .getByText(/^Ready offline · /)
    .waitFor({ timeout: 120_000 })
    .catch(async (error) => {
      throw new Error(`not ready: ${await page.getByTestId('ready-offline').textContent()}`, { cause: error });
    });
  const day = Date.now() - start;
  const api = link.bytes('/api/');
  const calls = link.byCall();
  await context.close();
  return { screen, day, calls, ...api };
}

try {
  await withMock(async ({ origin }) => {
    const session = await logIn(origin);
    const batches = await trainerCall(origin, 'GET', `/__mock/assessors/${session.userData._id}/batches`);
    // The mock's today ('YYYY-MM-DD') as the day records write it, 'DD-MM-YYYY' (a plain-node script: no contract).
    const today = (await trainerCall(origin, 'GET', '/__mock/health')).today.split('-').reverse().join('-');
    const batch = batches.find((one) => one.days.some((day) => day.date === today));
    if (!batch) throw new Error('the seed has no batch assessed today');
    await trainerCall(origin, 'POST', `/__mock/batches/${batch._id}/candidates`, { count: CANDIDATES });
    const link = await slowLink({ target: origin, ...SLOW_4G });
    closers.push(link.close);
    const certificate = args.https ? makeCertificate() : undefined;
    const front = certificate ? await startSecureFront(link.origin, certificate) : undefined;
    if (front) closers.push(front.close);
    const phoneOrigin = front?.origin ?? link.origin;
    const trust = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : [];
    const chrome = await launchChromium({ flags: [...HEADLESS, ...trust] });
    closers.push(chrome.close);
    const browser = await chromium.connectOverCDP(chrome.browserURL);

    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, phoneOrigin, link, session, batch._id));
    const day = median(runs.map((r) => r.day));
    const screen = median(runs.map((r) => r.screen));
    const bytes = median(runs.map((r) => r.bytes));
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `Ready for the day, a batch of ${CANDIDATES} candidates, Slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downKbps} kbps down), ` +
        `${args.https ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}, ${RUNS} runs:`,
    );
    for (const r of runs)
      console.log(
        `  run: batch screen ${r.screen} ms, day ready ${r.day} ms, ${r.answers} API answers, ${kb(r.bytes)}`,
      );
    console.log(
      `  median: day ready ${day} ms (budget ${BUDGET.ms} ms: ${day <= BUDGET.ms ? 'met' : 'not met'}), ${kb(bytes)} ` +
        `(budget ${kb(BUDGET.bytes)}: ${bytes <= BUDGET.bytes ? 'met' : 'not met'})`,
    );
    console.log(`  ratio, day ready / the batch screen's own first draw (${screen} ms): ${(day / screen).toFixed(2)}×`);
    console.log(
      `  answers by call (last run): ${runs
        .at(-1)
        .calls.map(([call, n]) => `${call} ${n}`)
        .join(', ')}`,
    );
    console.log(machineLine());
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
