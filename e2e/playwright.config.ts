import { chromium, defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  baseURL,
  chromiumPath,
  dataDir,
  port,
  quirksBaseURL,
  quirksDataDir,
  quirksPort,
  trainerPasscode,
} from './support/environment.ts';
import { healthPath } from './support/trainer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const launchOptions = {
  executablePath: chromiumPath(chromium.executablePath()),
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../.reports/e2e-results',
  // One mock serves every test, and each test starts from the seed (see fixtures.ts): run them one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    // A low-end Android phone: the assessors' usual device.
    { name: 'moto-g4', use: { ...devices['Moto G4'], launchOptions } },
    // The smoke journeys against the real API's habits (MOCK_QUIRKS=backend, mock-server/README.md).
    {
      name: 'moto-g4-backend-quirks',
      grep: /@smoke/,
      use: { ...devices['Moto G4'], launchOptions, baseURL: quirksBaseURL },
    },
  ],
  webServer: [
    mockServer(port, dataDir, baseURL, {}),
    mockServer(quirksPort, quirksDataDir, quirksBaseURL, { MOCK_QUIRKS: 'backend' }),
  ],
});

function mockServer(port: number, dataDir: string | undefined, url: string, env: Record<string, string>) {
  return {
    command: `"${process.execPath}" --import tsx mock-server/src/main.ts`,
    cwd: root,
    url: `${url}${healthPath}`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DATA_DIR: dataDir ?? '',
      MOCK_LOG_LEVEL: 'warn',
      MOCK_TRAINER_PASSCODE: trainerPasscode,
      ...env,
    },
  };
}
