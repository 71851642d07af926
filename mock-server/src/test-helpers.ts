import { TRAINER_PASSCODE_HEADER } from '@assessor/contract';
import { afterEach, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from './app.ts';
import { fakeClock, type FakeClock } from './clock.ts';
import { loadConfig, type Config } from './config.ts';
import { testDb, type TestDb } from './db/open.ts';
import type { DbState } from './db/types.ts';
import { DEMO_ASSESSOR, createSeed } from './seed/index.ts';
import { guardRestarts } from './testRestartGuard.ts';

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
  return { ...loadConfig({ MOCK_TODAY: TEST_TODAY, MOCK_SEED: '1234', CLIENT_DIST: '/nonexistent-client-dist', MOCK_TRAINER_PASSCODE: TEST_TRAINER_PASSCODE }), ...overrides };
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
export async function testApp(overrides: Partial<Config> = {}, options: Partial<Pick<AppOptions, 'logger'>> = {}): Promise<TestApp> {
  const seed = testSeed();
  const db = await testDb(seed);
  const clock = fakeClock(Date.parse(`${TEST_TODAY}T04:30:00Z`));
  const app = await buildApp({ db, config: testConfig(overrides), clock, seed, checkAnswers: true, instrument: (fresh) => guardRestarts(fresh, db), ...options });
  return { app, db, clock };
}

/** The parsed JSON body, typed loosely for assertions. */
export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

export async function login(app: FastifyInstance, email: string = DEMO_ASSESSOR.email, password: string = DEMO_ASSESSOR.password) {
  const response = await app.inject({ method: 'POST', url: '/api/login-assesor', payload: { email, password } });
  const body = response.json<{ details?: { token?: string } }>();
  const token = body.details?.token;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

/** A fresh app with the demo assessor logged in. */
export async function signedInApp(overrides: Partial<Config> = {}): Promise<{ t: TestApp; token: string }> {
  const t = await testApp(overrides);
  return { t, token: await login(t.app) };
}

/** A fresh app with the demo assessor logged in before each test of the file (closed after it), handed to `use`. */
export function eachTestSignedIn(use: (fresh: { t: TestApp; token: string }) => void): void {
  let current: TestApp | undefined;
  beforeEach(async () => {
    const fresh = await signedInApp();
    current = fresh.t;
    use(fresh);
  });
  afterEach(async () => { await current?.app.close(); });
}

/**
 * A call to one of the mock's trainer endpoints (`/__mock/...`). Tests reach them only through here, so the trainer's
 * credentials are added in one place.
 */
export function trainerInject(app: FastifyInstance, options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }) {
  const { method = 'GET', url, payload, headers } = options;
  return app.inject({ method, url, payload: payload as never, headers: { [TRAINER_PASSCODE_HEADER]: TEST_TRAINER_PASSCODE, ...headers } });
}
