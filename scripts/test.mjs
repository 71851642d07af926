#!/usr/bin/env node
// `npm test`: type checks, lint, vitest (contract, mock, client), client build, its first-load size budget, Playwright.
// Ends with one line `N passed, N failed, N skipped` summed over the test runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`],
  ],
  ['client build', 'npm', ['run', 'build']],
  ['first-load size budget', 'node', ['scripts/bench/size.mjs', '--check']],
  ['end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e']],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) failedSteps.push(name);
  if (status !== 0 && name === 'client build') break;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(`${reports}/playwright.json`);
if (playwright) {
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
}
// A step that fails without tests of its own (type check, lint, build) counts as one failure.
for (const step of failedSteps) {
  if (step === 'unit and integration tests' && vitest?.numFailedTests) continue;
  if (step === 'end-to-end tests' && playwright?.stats.unexpected) continue;
  counts.failed += 1;
  console.log(`FAILED step: ${step}`);
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
