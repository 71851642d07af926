import { TRAINER_PASSCODE_HEADER } from '@assessor/contract';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { fakeClock, type FakeClock } from '../clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { testDb, type TestDb } from '../db/open.ts';
import type { DbState } from '../db/types.ts';
import { DEMO_ASSESSOR, createSeed } from '../seed/index.ts';
import { guardRestarts } from './restartGuard.ts';

export const TEST_TODAY = '2025-03-10';
/** The trainer passcode of every test app; `trainerInject` sends it. */
export const TEST_TRAINER_PASSCODE = 'trainer-test-passcode';
let cachedSeed: DbState | undefined;

/** One seed for the whole test file (seeding hashes passwords, so it is not free). */
export function testSeed(): DbState {
  cachedSeed ??= createSeed({ seed: 1234, today: TEST_TODAY });
  return cachedSeed;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      MOCK_TODAY: TEST_TODAY,
      MOCK_SEED: '1234',
      CLIENT_DIST: '/nonexistent-client-dist',
      MOCK_TRAINER_PASSCODE: TEST_TRAINER_PASSCODE,
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  clock: FakeClock;
}

/**
 * The real app on a database in a fresh temp folder (`testDb`: snapshot + journal as the mock keeps them) and a fake
 * clock; every answer is checked against the contract, and after every request the state in memory must be what a
 * restart would load (`guardRestarts`).
 */
export async function testApp(
  overrides: Partial<Config> = {},
  options: Partial<Pick<AppOptions, 'logger'>> = {},
): Promise<TestApp> {
  const seed = testSeed();
  const db = await testDb(seed);
  const clock = fakeClock(Date.parse(`${TEST_TODAY}T04:30:00Z`));
  const app = await buildApp({
    db,
    config: testConfig(overrides),
    clock,
    seed,
    checkAnswers: true,
    instrument: (fresh) => guardRestarts(fresh, db),
    ...options,
  });
  return { app, db, clock };
}

/** The parsed JSON body, typed loosely for assertions. */
export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

export async function login(
  app: FastifyInstance,
  email: string = DEMO_ASSESSOR.email,
  password: string = DEMO_ASSESSOR.password,
) {
  const response = await app.inject({ method: 'POST', url: '/api/login-assesor', payload: { email, password } });
  const body = response.json<{ details?: { token?: string } }>();
  const token = body.details?.token;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

/** How a test app is made: config overrides and app options (a logger to read, in upload tests). */
export interface AppSetup {
  config?: Partial<Config>;
  logger?: AppOptions['logger'];
}

/** A setup, or a function making one per app (a data folder of its own, a fresh log stream). */
export type SetupOf = AppSetup | (() => AppSetup | Promise<AppSetup>);

export interface SignedIn {
  t: TestApp;
  token: string;
}

async function appOf(setup: SetupOf): Promise<TestApp> {
  const { config, logger } = typeof setup === 'function' ? await setup() : setup;
  return testApp(config, logger === undefined ? {} : { logger });
}

async function signedInOf(setup: SetupOf): Promise<SignedIn> {
  const t = await appOf(setup);
  return { t, token: await login(t.app) };
}

/**
 * The one place test apps are closed: `make` before each test (or once before all of the file or describe block),
 * the app it made closed after it (or after the last), so no test file closes an app by hand.
 */
function owned<T extends { t: TestApp } | TestApp>(
  scope: 'each' | 'all',
  make: () => Promise<T>,
  use: (fresh: T) => unknown,
): void {
  let current: TestApp | undefined;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    const fresh = await make();
    current = 'app' in fresh ? fresh : fresh.t;
    await use(fresh);
  });
  after(async () => {
    await current?.app.close();
    current = undefined;
  });
}

/** A fresh app, nobody signed in, before each test of the file (closed after it), handed to `use` (awaited). */
export function eachTestApp(use: (t: TestApp) => unknown, setup: SetupOf = {}): void {
  owned('each', () => appOf(setup), use);
}

/** A fresh app with the demo assessor logged in before each test of the file (closed after it), handed to `use`. */
export function eachTestSignedIn(use: (fresh: SignedIn) => unknown, setup: SetupOf = {}): void {
  owned('each', () => signedInOf(setup), use);
}

/** One app for every test of the file (or describe block) that only reads, closed after the last. */
export function allTestsApp(use: (t: TestApp) => unknown, setup: SetupOf = {}): void {
  owned('all', () => appOf(setup), use);
}

/** One app with the demo assessor logged in for every test of the file (or describe block), closed after the last. */
export function allTestsSignedIn(use: (fresh: SignedIn) => unknown, setup: SetupOf = {}): void {
  owned('all', () => signedInOf(setup), use);
}

/**
 * An app for the running test only, when its setup is the test's own (a quirk, a limit, a second app beside the
 * file's): closed when the test ends, passed or failed.
 */
export async function appForThisTest(setup: SetupOf = {}): Promise<TestApp> {
  const t = await appOf(setup);
  onTestFinished(async () => {
    await t.app.close();
  });
  return t;
}

/** `appForThisTest` with the demo assessor logged in. */
export async function signedInForThisTest(setup: SetupOf = {}): Promise<SignedIn> {
  const t = await appForThisTest(setup);
  return { t, token: await login(t.app) };
}

/**
 * A call to one of the mock's trainer endpoints (`/__mock/...`). Tests reach them only through here, so the trainer's
 * credentials are added in one place.
 */
export function trainerInject(
  app: FastifyInstance,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  const { method = 'GET', url, payload, headers } = options;
  return app.inject({
    method,
    url,
    payload: payload as never,
    headers: { [TRAINER_PASSCODE_HEADER]: TEST_TRAINER_PASSCODE, ...headers },
  });
}
