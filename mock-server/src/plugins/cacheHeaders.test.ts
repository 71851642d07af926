import { AUTH_HEADER, contract } from '@assessor/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { type TestApp, eachTestSignedIn, trainerInject } from '../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const poll = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/notification-list', headers: { [AUTH_HEADER]: token, ...headers } });

function expectNeverStored(response: LightMyRequestResponse) {
  expect(response.headers['cache-control'], `${response.statusCode} ${response.body}`).toBe('no-store');
  expect(String(response.headers.vary)).toMatch(/x-auth-token/i);
}

describe('Cache-Control of /api answers', () => {
  it('success and error answers are never stored', async () => {
    expectNeverStored(
      await t.app.inject({
        method: 'POST',
        url: '/api/login-assesor',
        payload: { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password },
      }),
    );
    expectNeverStored(
      await t.app.inject({
        method: 'POST',
        url: '/api/login-assesor',
        payload: { email: DEMO_ASSESSOR.email, password: 'Wrong@1234' },
      }),
    );
    expectNeverStored(await t.app.inject({ method: 'GET', url: '/api/batch-list', headers: { [AUTH_HEADER]: token } }));
    expectNeverStored(await t.app.inject({ method: 'GET', url: '/api/no-such-call' }));
    expectNeverStored(await poll({ [AUTH_HEADER]: 'not-a-token' }));
    expectNeverStored(
      await t.app.inject({ method: 'GET', url: '/api/notification-list?page=0', headers: { [AUTH_HEADER]: token } }),
    );
  });

  it('every contract route refuses a missing token (or a bad request) with no-store', async () => {
    for (const call of Object.values(contract)) {
      const url = call.path.replaceAll(/:[A-Za-z_]+/g, 'x');
      const response = await t.app.inject({ method: call.method, url });
      expect(response.statusCode, `${call.method} ${url}`).toBeGreaterThanOrEqual(400);
      expectNeverStored(response);
    }
  });

  it('notification-list, the deliberate conditional GET, revalidates: 200 and 304 say no-cache and vary on the token', async () => {
    const first = await poll();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toMatch(/x-auth-token/i);
    const same = await poll({ 'if-none-match': first.headers.etag as string });
    expect(same.statusCode).toBe(304);
    expect(same.headers['cache-control']).toBe('private, no-cache');
    expect(String(same.headers.vary)).toMatch(/x-auth-token/i);
  });

  it('the 410 of a poll after the session ended is never stored (a stored 410 would log out the next session)', async () => {
    const ended = await trainerInject(t.app, {
      method: 'POST',
      url: `/__mock/assessors/${DEMO_ASSESSOR.email}/end-sessions`,
    });
    expect(ended.statusCode).toBe(200);
    const gone = await poll();
    expect(gone.statusCode).toBe(410);
    expectNeverStored(gone);
  });
});
