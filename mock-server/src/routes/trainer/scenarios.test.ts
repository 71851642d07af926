import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, trainerInject, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';
import { MOBILE_NOT_VERIFIED, PROFILE_NOT_CREATED } from '../../services/auth/messages.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => {
  ({ t, token } = fresh);
});

const arm = (body: object) =>
  trainerInject(t.app, {
    method: 'POST',
    url: '/__mock/scenarios',
    payload: { assessor: DEMO_ASSESSOR.email, ...body },
  });
const armed = async () =>
  json(await trainerInject(t.app, { url: '/__mock/scenarios' })).details as { _id: string; remaining: number }[];
const requests = (as = token) =>
  t.app.inject({ method: 'GET', url: '/api/batch-req-list', headers: { [AUTH_HEADER]: as } });
const loginAs = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login-assesor', payload: { email, password: DEMO_ASSESSOR.password } });

describe('fault scenarios answer the exact envelopes of api-facts §1, then disarm', () => {
  it.each([
    [401, { statusCode: 401, success: false, message: 'Session has been expired', error: 'Session has been expired' }],
    [
      410,
      { statusCode: 410, success: false, message: 'This token has been expired', error: 'This token has been expired' },
    ],
    [
      423,
      {
        statusCode: 423,
        success: false,
        error: { isAccountLocked: true },
        message: 'Account is locked due to multiple failed login attempts. Please try again after 30 minutes.',
      },
    ],
    [
      500,
      {
        statusCode: 500,
        success: false,
        message: 'Oops! Something went wrong here...',
        error: 'Oops! Something went wrong here...',
      },
    ],
  ] as const)('%s on the next call', async (status, body) => {
    expect((await arm({ status })).statusCode).toBe(201);
    const faulty = await requests();
    expect(faulty.statusCode).toBe(status);
    expect(json(faulty)).toEqual(body);
    expect(await armed()).toEqual([]);
    expect((await requests()).statusCode).toBe(200);
  });

  it('quirk: HTTP 200 with success false and an empty error list', async () => {
    await arm({ status: 'quirk' });
    const quirky = await requests();
    expect(quirky.statusCode).toBe(200);
    expect(json(quirky)).toEqual({ statusCode: 200, success: false, message: 'file not found', error: [] });
    expect(json(await requests())).toMatchObject({ success: true });
  });

  it('422 and 426 answer the login of the trainee, with their payloads, and leave other calls alone', async () => {
    const me = json(await trainerInject(t.app, { url: '/__mock/assessors' })).details as {
      _id: string;
      email: string;
    }[];
    const demo = me.find((row) => row.email === DEMO_ASSESSOR.email)!;
    await arm({ status: 422 });
    await arm({ status: 426 });
    expect((await requests()).statusCode).toBe(200);
    expect(json(await loginAs(DEMO_ASSESSOR.email))).toEqual({
      statusCode: 422,
      success: false,
      message: MOBILE_NOT_VERIFIED,
      error: { mobile: DEMO_ASSESSOR.mobile },
    });
    expect(json(await loginAs(DEMO_ASSESSOR.email))).toEqual({
      statusCode: 426,
      success: false,
      message: PROFILE_NOT_CREATED,
      error: { _id: demo._id, mobile: DEMO_ASSESSOR.mobile, email: DEMO_ASSESSOR.email },
    });
    expect((await loginAs(DEMO_ASSESSOR.email)).statusCode).toBe(200);
  });

  it('slow delays the call by the latency and lets it answer', async () => {
    await arm({ status: 'slow', latencyMs: 300 });
    const started = performance.now();
    const slow = await requests();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.statusCode).toBe(200);
    expect(await armed()).toEqual([]);
  });

  it('counts down N calls, only matching the path when given, only for its trainee', async () => {
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    const scenario = json(await arm({ status: 500, times: 2, path: 'batch-req-list' })).details as {
      _id: string;
      remaining: number;
      times: number;
    };
    expect(scenario).toMatchObject({ times: 2, remaining: 2, path: 'batch-req-list', email: DEMO_ASSESSOR.email });
    expect((await requests(other)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notification-list', headers: { [AUTH_HEADER]: token } }))
        .statusCode,
    ).toBe(200);
    expect((await requests()).statusCode).toBe(500);
    expect((await armed())[0]).toMatchObject({ _id: scenario._id, remaining: 1 });
    expect((await requests()).statusCode).toBe(500);
    expect((await requests()).statusCode).toBe(200);
  });

  it('is listed and can be disarmed before it runs', async () => {
    const { _id } = json(await arm({ status: 410, times: 5 })).details as { _id: string };
    expect((await armed()).map((s) => s._id)).toEqual([_id]);
    expect((await trainerInject(t.app, { method: 'DELETE', url: `/__mock/scenarios/${_id}` })).statusCode).toBe(200);
    expect((await requests()).statusCode).toBe(200);
    expect((await trainerInject(t.app, { method: 'DELETE', url: `/__mock/scenarios/${_id}` })).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    expect((await arm({ status: 404 })).statusCode).toBe(400);
    expect((await arm({ status: 500, times: 0 })).statusCode).toBe(400);
    expect((await arm({ status: 500, latencyMs: 10 })).statusCode).toBe(400);
    expect((await arm({ status: 500, assessor: 'nobody@demo.test' })).statusCode).toBe(404);
    expect(
      (await trainerInject(t.app, { method: 'POST', url: '/__mock/scenarios', payload: { status: 500 } })).statusCode,
    ).toBe(400);
  });
});

describe('drop', () => {
  it('closes the connection without an answer, once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await arm({ status: 'drop' });
    const call = () => fetch(`http://127.0.0.1:${port}/api/batch-req-list`, { headers: { [AUTH_HEADER]: token } });
    await expect(call()).rejects.toThrow();
    expect((await call()).status).toBe(200);
  });
});
