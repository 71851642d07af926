import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The mock under test: a free port and a fresh data directory, chosen once by the runner and inherited by its
 * workers through the environment (the config is evaluated again in every worker).
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'assessor-e2e-'));

export const port = Number(process.env.E2E_PORT);
export const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

// A second mock that answers in the real back end's shapes (MOCK_QUIRKS=backend), for the smoke journeys.
process.env.E2E_QUIRKS_PORT ??= freePort();
process.env.E2E_QUIRKS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'assessor-e2e-quirks-'));

export const quirksPort = Number(process.env.E2E_QUIRKS_PORT);
export const quirksDataDir = process.env.E2E_QUIRKS_DATA_DIR;
export const quirksBaseURL = `http://127.0.0.1:${quirksPort}`;

/** Playwright's own Chromium when it is installed, else the system one (CHROME_PATH overrides, the variable the benchmarks read too). */
export function chromiumPath(bundled: string): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(bundled)) return undefined;
  return '/usr/bin/chromium';
}

/** The trainer passcode both mocks are started with (MOCK_TRAINER_PASSCODE); `MockServer` sends it. */
export const trainerPasscode = process.env.E2E_TRAINER_PASSCODE ?? 'e2e-trainer-passcode';
