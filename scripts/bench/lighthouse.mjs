// Lighthouse (mobile preset: Slow 4G, 4× CPU slowdown) on the built client served by the mock: `/login` and `/`
// logged in, 3 runs each, medians. Baseline in the same run: a minimal static page served from this process, so a
// busy machine shows in the ratio. Needs a build (`npm run build`); Chromium from CHROME_PATH (default /usr/bin/chromium).
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { clearTimeout } from 'node:timers';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchChromium } from '../lib/chromium.mjs';
import { listen, logIn, median, openMock } from '../lib/processes.mjs';
import { blockingTimes } from './lib/blocking.mjs';
import { lanternPaths } from './lib/lantern.mjs';
import { storeSession } from './lib/browser.mjs';
import { makeCertificate, startSecureFront } from './lib/secureFront.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
// Another build to measure in the same run (before/after): its folder, served by a second mock (`CLIENT_DIST`).
const COMPARE_DIST = process.env.LH_COMPARE_DIST;
// Which pages to measure besides the baseline (the starts of their names below, separated by `|`, since the names hold
// commas; default all) and whether to print each run's long main-thread tasks (simulated start and duration, the
// script they ran).
const PAGES = process.env.LH_PAGES?.split('|');
const LONG_TASKS = process.env.LH_LONG_TASKS === '1';
// Whether to print, for each run, what the simulated LCP waits for and which tasks make the simulated TBT
// (lib/lantern.mjs).
const LANTERN = process.env.LH_LANTERN === '1';
// A folder to keep each run's trace in (for a closer look in DevTools' Performance panel or a script).
const TRACE_DIR = process.env.LH_TRACE_DIR;
// Lighthouse's throttling: `simulate` (its default: the page loads at full speed and Lantern computes the metrics for
// Slow 4G and 4× CPU from the trace) or `devtools` (the browser itself slows the network and the CPU while it loads).
const THROTTLING = process.env.LH_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`LH_THROTTLING: simulate or devtools, not ${THROTTLING}`);
// The trace's own blocking (lib/blocking.mjs): under `devtools` its tasks are already slowed down.
const TRACE_SLOWDOWN = THROTTLING === 'simulate' ? 4 : 1;
// Whether the app's pages and API are served as a production host serves them, over HTTPS with HTTP/2, through a front
// before the mock (lib/secureFront.mjs), rather than by the mock itself over plain HTTP/1.1.
const SECURE = process.env.LH_HTTPS === '1';
// Whether Chromium draws its overlay scrollbar. Hidden by default, as Puppeteer and Playwright hide it in every headless
// launch: on a page taller than the screen it shows at the load event and fades out over ~300 ms, Lighthouse's trace
// takes a screenshot of each of those frames, and without a GPU they are drawn in software on the cores the page's main
// thread needs (docs/benchmark-log.md). A phone pays none of that. `LH_SCROLLBARS=1` draws it.
const SCROLLBARS = process.env.LH_SCROLLBARS === '1';
const goals = { score: 0.97, lcp: 1800, tbt: 100 };
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
let mock;
let compareMock;
let baseline;
let chrome;
const fronts = [];

const baselinePage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Baseline"><title>Baseline</title></head><body><h1>Hello</h1><p>A minimal static page.</p></body></html>';

/**
 * A cold load: no worker, caches, HTTP cache or storage left from earlier runs (Lighthouse's own reset keeps
 * localStorage, so a signed-out page measured after a signed-in one would open signed in); with a session, localStorage
 * then holds it. `returning`: the assessor opened the app before on this phone: one visit of the page first, then the
 * worker, caches, IndexedDB and HTTP cache are cleared again, and localStorage keeps what the app stored (the session,
 * the snapshot of the last home screen: client/src/lib/snapshot.ts). The code is fetched anew, as after a new release.
 * `installed`: Lighthouse's own recipe for a signed-in page (sign in, then measure with its storage reset off): one
 * visit first, until the service worker is ready and the snapshot stored, and everything kept: the daily start of an
 * assessor who has the app, with its code from the worker's precache.
 */
async function prepareColdStart(browser, url, { session, returning, installed } = {}) {
  const { origin } = new URL(url);
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (session) await storeSession(page, origin, session);
  if (returning || installed) {
    await page.goto(url, { waitUntil: 'load' });
    // Runs in the page. A build without a worker (an older one, compared) never gets one: 15 s at most.
    if (installed)
      await page.evaluate(() =>
        Promise.race([
          globalThis.navigator.serviceWorker.ready,
          new Promise((resolve) => setTimeout(resolve, 15_000)),
        ]).then(() => undefined),
      );
    // A build without snapshots (an older one, compared) stores none: its returning visit is a cold one with a session.
    await page
      .waitForFunction(() => globalThis.localStorage.getItem('screenSnapshot') !== null, { timeout: 15_000 })
      .catch(() => {});
    await page.goto(`${origin}/config.json`);
  }
  if (returning) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
    await cdp.send('Network.clearBrowserCache');
  }
  await cdp.detach();
  return page;
}

async function measure(browser, url, options, traceName) {
  const page = await prepareColdStart(browser, url, options);
  // Lighthouse's reset is off: the preparation above clears more (localStorage too) and keeps a session when given.
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    throttlingMethod: THROTTLING,
  };
  const { lhr, artifacts } = await lighthouse(url, flags, undefined, page);
  await page.close();
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `${traceName}.json`), JSON.stringify(artifacts.Trace ?? {}));
  const traced = blockingTimes(artifacts.Trace?.traceEvents ?? [], TRACE_SLOWDOWN);
  const lantern = LANTERN && THROTTLING === 'simulate' ? await lanternPaths(lhr, artifacts) : [];
  return {
    score: lhr.categories.performance.score,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // The same trace's blocking by wall time and by the main thread's own CPU time (lib/blocking.mjs).
    tbtWall: traced?.wall ?? NaN,
    tbtCpu: traced?.cpu ?? NaN,
    cpuAll: traced?.cpuAll ?? NaN,
    // Lighthouse's own measure of the host's CPU, taken in each run (its `environment`).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    lantern,
    longTasks: [
      ...(lhr.audits['long-tasks']?.details?.items ?? []).map(
        (task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url}`,
      ),
      `main thread: ${(lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => `${item.group} ${Math.round(item.duration)}`).join(', ')}`,
      `scripts: ${(lhr.audits['bootup-time']?.details?.items ?? []).map((item) => `${item.url.split('/').pop()} ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`).join(', ')}`,
    ],
  };
}

function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => typeof runs[0][key] === 'number')
      .map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

async function stop() {
  await chrome?.close();
  await Promise.all(fronts.map((front) => front.close()));
  await mock?.stop();
  await compareMock?.stop();
  await new Promise((resolve) => (baseline ? baseline.close(resolve) : resolve()));
}

const watchdog = setTimeout(() => {
  console.error('lighthouse benchmark took over 20 minutes: stopping');
  void stop().then(() => process.exit(1));
}, 20 * 60_000);

try {
  mock = await openMock();
  baseline = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(baselinePage),
  );
  const baselinePort = await listen(baseline);
  const mockOrigin = mock.origin;
  const session = await logIn(mockOrigin);
  const certificate = SECURE ? makeCertificate() : undefined;
  // The origin the browser opens: the server's own, or a secure front's before it (the front's certificate trusted).
  const served = async (plain) => {
    if (!certificate) return plain;
    const front = await startSecureFront(plain, certificate);
    fronts.push(front);
    return front.origin;
  };
  const origin = await served(mockOrigin);
  const baselineOrigin = await served(`http://127.0.0.1:${baselinePort}`);

  const trust = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : [];
  chrome = await launchChromium({ flags: [...chromeFlags, ...(SCROLLBARS ? [] : ['--hide-scrollbars']), ...trust] });
  const browser = await puppeteer.connect({ browserURL: chrome.browserURL });
  const targets = [
    ['baseline (static page)', `${baselineOrigin}/`, {}],
    ['/login', `${origin}/login`, {}],
    ['/ (logged in, returning)', `${origin}/`, { session, returning: true }],
    ['/ (logged in, first visit)', `${origin}/`, { session }],
    ['/ (logged in, installed)', `${origin}/`, { session, installed: true }],
  ];
  if (COMPARE_DIST) {
    compareMock = await openMock({ env: { CLIENT_DIST: COMPARE_DIST } });
    const compareMockOrigin = compareMock.origin;
    const compareSession = await logIn(compareMockOrigin);
    const compareOrigin = await served(compareMockOrigin);
    console.log(`compared with the build in ${COMPARE_DIST} ("(compared)" rows)`);
    targets.push(
      ['/login (compared)', `${compareOrigin}/login`, {}],
      ['/ (logged in, returning, compared)', `${compareOrigin}/`, { session: compareSession, returning: true }],
      ['/ (logged in, first visit, compared)', `${compareOrigin}/`, { session: compareSession }],
      ['/ (logged in, installed, compared)', `${compareOrigin}/`, { session: compareSession, installed: true }],
    );
  }
  const measured = targets.filter(
    ([name], index) => index === 0 || !PAGES || PAGES.some((page) => name.startsWith(page)),
  );
  const runs = new Map(measured.map(([name]) => [name, []]));
  console.log(
    `Lighthouse ${RUNS} runs per page, mobile preset, ${THROTTLING} throttling, ${SECURE ? 'HTTPS with HTTP/2 before the mock' : 'the mock over HTTP/1.1'}, scrollbars ${SCROLLBARS ? 'drawn' : 'hidden'}; load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  // Interleaved, so a burst of load from other jobs hits every page alike.
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url, options] of measured) {
      const run = await measure(
        browser,
        url,
        options,
        `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${i + 1}`,
      );
      runs.get(name).push(run);
      if (LONG_TASKS) console.log(`${name}, run ${i + 1}, long tasks:\n    ${run.longTasks.join('\n    ')}`);
      if (run.lantern.length) console.log(`${name}, run ${i + 1}, simulated:\n    ${run.lantern.join('\n    ')}`);
    }
  }
  await browser.disconnect();
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  const base = medians(runs.get(measured[0][0]));
  const ms = (n) => `${Math.round(n)} ms`;
  console.log('\nmedians (each run: score / LCP / TBT):');
  for (const [name] of measured) {
    const m = medians(runs.get(name));
    const each = runs
      .get(name)
      .map((r) => `${r.score.toFixed(2)}/${ms(r.lcp)}/${ms(r.tbt)}`)
      .join(', ');
    const met = name.startsWith('baseline')
      ? ''
      : `  goals: score ${m.score >= goals.score ? 'met' : 'missed'}, LCP ${m.lcp <= goals.lcp ? 'met' : 'missed'}, TBT ${m.tbt <= goals.tbt ? 'met' : 'missed'}`;
    console.log(
      `  ${name.padEnd(24)} score ${m.score.toFixed(2)} (×${(m.score / base.score).toFixed(2)} of baseline), FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)} (×${(m.lcp / base.lcp).toFixed(2)}), TBT ${ms(m.tbt)}, CLS ${m.cls.toFixed(3)}${met}`,
    );
    console.log(`  ${''.padEnd(24)} runs: ${each}; LCP element: ${runs.get(name).at(-1).lcpElement}`);
    const perRun = (key) =>
      runs
        .get(name)
        .map((r) => Math.round(r[key]))
        .join(', ');
    console.log(
      `  ${''.padEnd(24)} the trace's blocking after the first paint by wall time ${ms(m.tbtWall)} (${perRun('tbtWall')}), by the main thread's CPU time ${ms(m.tbtCpu)} (${perRun('tbtCpu')}); by CPU time from the start ${ms(m.cpuAll)} (${perRun('cpuAll')})`,
    );
  }
  // The 4× CPU slowdown of the mobile preset assumes a host of BenchmarkIndex 1000 or more; Lighthouse warns below it,
  // where 4× emulates a slower phone than the preset means to.
  const indexes = [...runs.values()].flat().map((run) => Math.round(run.benchmarkIndex));
  console.log(
    `\nLighthouse's BenchmarkIndex of this machine: median ${median(indexes)} (${Math.min(...indexes)}–${Math.max(...indexes)} over ${indexes.length} runs; the preset's 4× assumes 1000 or more)`,
  );
} finally {
  clearTimeout(watchdog);
  await stop();
}
