import { TRAINER_PASSCODE_HEADER, trainerCalls } from '@assessor/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_TRAINER_PASSCODE, json, testApp, trainerInject, type TestApp } from '../test-helpers.ts';

let t: TestApp;
beforeEach(async () => { t = await testApp(); });
afterEach(async () => { await t.app.close(); });

const paths = Object.values(trainerCalls)
  .filter((call) => call !== trainerCalls.health)
  .map((call) => ({ method: call.method, url: call.path.replace(/:(\w+)/g, 'x') }));

describe('trainer passcode', () => {
  it.each(paths)('$method $url answers 401 in the envelope without the passcode', async ({ method, url }) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      statusCode: 401, success: false,
      message: 'Trainer passcode required: send it in the x-trainer-passcode header',
      error: 'Trainer passcode required: send it in the x-trainer-passcode header',
    });
  });

  it('refuses a wrong passcode, and an assessor token is no passcode', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: '/__mock/assessors', headers: { [TRAINER_PASSCODE_HEADER]: 'guess' } });
    expect(json(wrong)).toMatchObject({ statusCode: 401, message: 'Wrong trainer passcode' });
    const token = await t.app.inject({ method: 'GET', url: '/__mock/otp?mobile=9876543210', headers: { 'x-auth-token': TEST_TRAINER_PASSCODE } });
    expect(token.statusCode).toBe(401);
  });

  it('hides even unknown /__mock/ paths without it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/nope' })).statusCode).toBe(401);
  });

  it('lets the health check through without it, and every call with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
    expect((await trainerInject(t.app, { url: '/__mock/assessors' })).statusCode).toBe(200);
  });
});
