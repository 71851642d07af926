#!/usr/bin/env node
// Home on a signed-in cold start without a snapshot (as after a release): the time until its cards show, with the
// page's own early requests for home's four lists (client/src/api/earlyAnswers.ts) and, as the baseline in the same
// run, the same build with them turned off (the page's `window.earlyRequests` hidden before its scripts run).
// Real DevTools throttling, not a simulation: Lighthouse's Slow 4G figures (562.5 ms round trip, 1.47 Mbit/s down,
// 675 kbit/s up) and the CPU slowed 4×. Runs interleaved (HOME_RUNS, default 5), medians. Needs `npm run build` and
// Chromium (CHROME_PATH, default /usr/bin/chromium).
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { withChromium } from '../lib/chromium.mjs';
import { logIn, median, withMock } from '../lib/processes.mjs';
import { storeSession } from './lib/browser.mjs';

const RUNS = Number(process.env.HOME_RUNS ?? 5);
const slow4g = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** One cold start of `/` in a fresh browser context (no cache, no worker); ms from navigation until the cards show. */
async function coldStart(browser, origin, early) {
  const session = await logIn(origin);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    // The session and the API host (the mock's own origin), as a phone keeps them after a visit.
    await storeSession(page, origin, session, { apiHost: '' });
    if (!early) await page.evaluateOnNewDocument(() => Object.defineProperty(globalThis, 'earlyRequests', { get: () => undefined, set: () => {} }));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => [...globalThis.document.querySelectorAll('#root a')].some((a) => a.textContent.includes('Completed batches')), { timeout: 60_000, polling: 'raf' });
    return Math.round(await page.evaluate(() => globalThis.performance.now()));
  } finally {
    await context.close();
  }
}

await withMock(({ origin }) => withChromium(async (chrome) => {
  const browser = await puppeteer.connect({ browserURL: chrome.browserURL });
  console.log(`home's cards on a signed-in cold start, Slow 4G + 4× CPU, ${RUNS} runs each; load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const runs = { early: [], baseline: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.early.push(await coldStart(browser, origin, true));
    runs.baseline.push(await coldStart(browser, origin, false));
  }
  await browser.disconnect();
  const [early, baseline] = [median(runs.early), median(runs.baseline)];
  console.log(`  lists asked by the page:          median ${early} ms (runs ${runs.early.join(', ')})`);
  console.log(`  baseline, lists asked by the app: median ${baseline} ms (runs ${runs.baseline.join(', ')})`);
  console.log(`  ratio ${(early / baseline).toFixed(2)}× of the baseline; load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
}));
