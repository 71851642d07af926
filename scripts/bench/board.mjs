#!/usr/bin/env node
// The trainer's progress board with a class of 100 (the goal: "works for 100 trainees without lag"): the console at
// /trainer on a 1280 px laptop window, against a mock of its own on loopback. Measured twice in the same run, on the
// seed alone (the baseline: no trainee, an empty board) and after 100 trainees are made: the time from "Open the
// console" to every row on the board, and, once every card of the class has loaded, the main thread's long tasks
// (≥ 50 ms, PerformanceObserver) while the board and the class refresh themselves three times (every 3 s), with the
// longest. Rows show the day's steps as the state has them.
//   node scripts/bench/board.mjs [--trainees 100]
/* global PerformanceObserver, document */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { launchChromium } from '../lib/chromium.mjs';
import { PASSCODE, benchRun, machineLine, trainerCall, withMock } from '../lib/processes.mjs';

const { values: args } = parseArgs({ options: { trainees: { type: 'string' } } });
const TRAINEES = Number(args.trainees ?? 100);
const REFRESHES = 3;
const REFRESH_MS = 3000;

const { closers, stop } = benchRun({ name: 'the board benchmark', limitMs: 5 * 60_000 });

/** Opens the console, waits for `rows` rows on the board, then watches REFRESHES refreshes. */
async function measure(browser, origin, rows) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    globalThis.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}/trainer`);
  await page.getByLabel('Trainer passcode').fill(PASSCODE);
  const opened = Date.now();
  await page.getByRole('button', { name: 'Open the console' }).click();
  // Drawn once the board says how many it shows (a board of none has no row to wait for).
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('#board-rows tr').length === n &&
      /^(\d+ trainees? ·|No trainees yet)/.test(document.querySelector('#board-state').textContent),
    rows,
    { timeout: 60_000 },
  );
  const firstBoard = Date.now() - opened;
  // The class's cards (and what waits for review in each) load once after opening: the refreshes are measured after
  // one more refresh period.
  await page.waitForTimeout(REFRESH_MS + 1000);
  await page.evaluate(() => {
    globalThis.longTasks = [];
  });
  await page.waitForTimeout(REFRESHES * REFRESH_MS + 500);
  const tasks = await page.evaluate(() => globalThis.longTasks);
  await page.close();
  return {
    firstBoard,
    tasks: tasks.length,
    longest: tasks.length ? Math.max(...tasks) : 0,
    blocking: tasks.reduce((sum, ms) => sum + ms - 50, 0),
  };
}

const describe = (label, rows, m) =>
  `  ${label.padEnd(24)} ${String(rows).padStart(4)} rows: board drawn ${String(m.firstBoard).padStart(5)} ms after "Open"; ` +
  `${REFRESHES} refreshes: ${m.tasks} long tasks, longest ${m.longest.toFixed(0)} ms, blocking ${m.blocking.toFixed(0)} ms`;

try {
  await withMock(async ({ origin }) => {
    const chrome = await launchChromium();
    closers.push(chrome.close);
    const browser = await chromium.connectOverCDP(chrome.browserURL);

    const seedRows = (await trainerCall(origin, 'GET', '/__mock/class/progress')).trainees.length;
    const baseline = await measure(browser, origin, seedRows);
    for (let made = 0; made < TRAINEES; made += 60) {
      await trainerCall(origin, 'POST', '/__mock/trainees', { count: Math.min(60, TRAINEES - made), prefix: 'Board' });
    }
    const classRows = (await trainerCall(origin, 'GET', '/__mock/class/progress')).trainees.length;
    const withClass = await measure(browser, origin, classRows);

    console.log("The trainer's progress board, console at 1280 × 800 (Chromium headless, no throttling):");
    console.log(describe('seed only (baseline)', seedRows, baseline));
    console.log(describe(`with ${TRAINEES} trainees`, classRows, withClass));
    console.log(`  ratio, class / baseline: board drawn ${(withClass.firstBoard / baseline.firstBoard).toFixed(2)}×`);
    console.log(machineLine());
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
