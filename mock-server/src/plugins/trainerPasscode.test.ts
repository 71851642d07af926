import { Writable } from 'node:stream';
import { AUTH_HEADER, TRAINER_PASSCODE_HEADER, trainerCalls } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { memoryDb } from '../db/open.ts';
import {
  TEST_TODAY,
  TEST_TRAINER_PASSCODE,
  json,
  testConfig,
  testSeed,
  trainerInject,
  type TestApp,
  eachTestApp,
} from '../testing/testApp.ts';
import { WRONG_PASSCODES_ALLOWED, looksLikeTrainerPath } from './trainerPasscode.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const REQUIRED = 'Trainer passcode required: send it in the x-trainer-passcode header';
const guarded = Object.entries(trainerCalls)
  .filter(([, call]) => call !== trainerCalls.health)
  .map(([name, call]) => ({ name, method: call.method, url: call.path.replace(/:(\w+)/g, 'x') }));

/** Other spellings of a `/__mock/…` path a router or a browser may read as the same path. */
function spellings(url: string): string[] {
  const rest = url.slice('/__mock'.length);
  return [
    `/%5F%5Fmock${rest}`,
    `/%5f_mock${rest}`,
    `/__m%6Fck${rest}`,
    `/%5F%5F%6D%6F%63%6B${rest}`,
    `/__MOCK${rest}`,
    `/__Mock${rest}`,
    `//__mock${rest}`,
    `/__mock/${rest}`,
    `/api/../__mock${rest}`,
    `/api/%2e%2e/__mock${rest}`,
    `/__mock/.${rest}`,
    `/__mock/x/..${rest}`,
    `${url}/`,
  ];
}

describe('trainer passcode', () => {
  it.each(guarded)('$method $url answers 401 in the envelope without the passcode', async ({ method, url }) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ statusCode: 401, success: false, message: REQUIRED, error: REQUIRED });
  });

  it.each(guarded)('$name: no spelling of its path reaches it without the passcode', async ({ method, url }) => {
    for (const spelled of spellings(url)) {
      const response = await t.app.inject({ method, url: spelled });
      // 401 whether or not the router takes this spelling as the route: an unknown trainer-like path reveals nothing.
      expect(response.statusCode, `${method} ${spelled}`).toBe(401);
      expect(json(response), `${method} ${spelled}`).toEqual({
        statusCode: 401,
        success: false,
        message: REQUIRED,
        error: REQUIRED,
      });
    }
  });

  it('takes the encoded spellings as the same routes, so the check above is on the real route', async () => {
    const state = await trainerInject(t.app, { url: '/%5F%5Fmock/state' });
    expect(state.statusCode).toBe(200);
    expect(json(state)).toMatchObject({ message: 'Mock state' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/%5F%5Fmock/state',
          headers: { [TRAINER_PASSCODE_HEADER]: 'wrong-guess' },
        })
      ).statusCode,
    ).toBe(401);
    const otp = await t.app.inject({ method: 'GET', url: '/%5f_mock/otp?mobile=9876543210' });
    expect(json(otp)).toMatchObject({ statusCode: 401, message: REQUIRED });
    const reset = await t.app.inject({ method: 'POST', url: '/__m%6Fck/reset' });
    expect(reset.statusCode).toBe(401);
  });

  it('refuses a wrong passcode, and an assessor token is no passcode', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/__mock/assessors',
      headers: { [TRAINER_PASSCODE_HEADER]: 'guess' },
    });
    expect(json(wrong)).toMatchObject({ statusCode: 401, message: 'Wrong trainer passcode' });
    const token = await t.app.inject({
      method: 'GET',
      url: '/__mock/otp?mobile=9876543210',
      headers: { [AUTH_HEADER]: TEST_TRAINER_PASSCODE },
    });
    expect(token.statusCode).toBe(401);
  });

  it('hides even unknown /__mock/ paths without it, and says 404 only with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/nope' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/%5F%5Fmock/nope' })).statusCode).toBe(401);
    expect((await trainerInject(t.app, { url: '/__mock/nope' })).statusCode).toBe(404);
  });

  it('lets the health check and the docs page through without it, and every call with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/__mock/docs' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/__mock/openapi.json' })).statusCode).toBe(401);
    expect((await trainerInject(t.app, { url: '/__mock/assessors' })).statusCode).toBe(200);
  });

  it('tells trainer-like spellings from others', () => {
    expect(looksLikeTrainerPath('/%5F%5Fmock/state?x=1')).toBe(true);
    expect(looksLikeTrainerPath('/api/../__MOCK/state')).toBe(true);
    expect(looksLikeTrainerPath('/api/%ZZ/../../__mock')).toBe(true);
    expect(looksLikeTrainerPath('/api/notification-list')).toBe(false);
    expect(looksLikeTrainerPath('/__mockery')).toBe(false);
  });
});

describe('guessing the passcode', () => {
  const from = (remoteAddress: string, passcode?: string, url = '/__mock/state') =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: passcode === undefined ? {} : { [TRAINER_PASSCODE_HEADER]: passcode },
    });
  const guessAll = async (remoteAddress: string) => {
    for (let i = 0; i < WRONG_PASSCODES_ALLOWED; i += 1) {
      expect((await from(remoteAddress, `guess-${i}`)).statusCode).toBe(401);
    }
  };

  it(`answers 429 in the envelope after ${WRONG_PASSCODES_ALLOWED} wrong passcodes from one address, even the right one`, async () => {
    await guessAll('10.0.0.7');
    const refused = await from('10.0.0.7', 'one-more-guess');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      statusCode: 429,
      success: false,
      message: expect.stringMatching(/^Too many wrong trainer passcodes from this address: try again in \d+ seconds$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Otherwise a 200 among the 429s would tell the guesser it has found it.
    expect((await from('10.0.0.7', TEST_TRAINER_PASSCODE)).statusCode).toBe(429);
    expect((await from('10.0.0.7', 'guess', '/%5F%5Fmock/otp?mobile=9876543210')).statusCode).toBe(429);
    // Another address is not affected, and the API is not either.
    expect((await from('10.0.0.8', TEST_TRAINER_PASSCODE)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notification-list', remoteAddress: '10.0.0.7' })).statusCode,
    ).toBe(401);
  });

  it('never counts the right passcode, nor a missing one', async () => {
    for (let i = 0; i < 3 * WRONG_PASSCODES_ALLOWED; i += 1) {
      expect((await from('10.0.0.9', TEST_TRAINER_PASSCODE)).statusCode).toBe(200);
      expect((await from('10.0.0.9')).statusCode).toBe(401);
    }
    expect((await from('10.0.0.9', 'guess')).statusCode).toBe(401);
  });

  it('counts guesses at unknown trainer paths too (their 401 or 404 would tell the passcode)', async () => {
    for (let i = 0; i < WRONG_PASSCODES_ALLOWED; i += 1) {
      expect((await from('10.0.0.10', `guess-${i}`, '/__mock/nope')).statusCode).toBe(401);
    }
    expect((await from('10.0.0.10', TEST_TRAINER_PASSCODE, '/__mock/nope')).statusCode).toBe(429);
  });
});

describe('the log of a guessing burst', () => {
  it('warns once per burst, naming the address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const seed = testSeed();
    const app = await buildApp({
      db: memoryDb(seed),
      config: testConfig(),
      clock: fakeClock(Date.parse(`${TEST_TODAY}T04:30:00Z`)),
      seed,
      logger: { level: 'warn', stream },
    });
    try {
      for (let i = 0; i < WRONG_PASSCODES_ALLOWED + 5; i += 1) {
        await app.inject({
          method: 'GET',
          url: '/__mock/state',
          remoteAddress: '10.0.0.11',
          headers: { [TRAINER_PASSCODE_HEADER]: `guess-${i}` },
        });
      }
      const warnings = lines.filter((line) => line.includes('wrong guesses'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('10.0.0.11');
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
    } finally {
      await app.close();
    }
  });
});
