import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { TOKEN_LIFETIME_MS } from '../../services/auth/sessions.ts';
import { json, login, type TestApp, eachTestApp } from '../../testing/testApp.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const loginWith = (payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login-assesor',
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const logout = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers: token === undefined ? {} : { [AUTH_HEADER]: token } });

describe('POST /api/login-assesor', () => {
  it('logs the demo assessor in with the success envelope', async () => {
    const response = await loginWith({ email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(Object.keys(body).sort()).toEqual(['cacheHit', 'details', 'message', 'statusCode', 'success']);
    expect(body).toMatchObject({ cacheHit: false, statusCode: 200, success: true, message: 'User login successfully' });
    const details = body.details as Record<string, unknown>;
    expect(details.token).toMatch(/^[0-9a-f]{64}$/);
    expect(details).toMatchObject({
      userRole: 'assessor',
      mobile: DEMO_ASSESSOR.mobile,
      isMobileVerified: true,
      isAssessorRegister: true,
      user_details: { fullName: DEMO_ASSESSOR.fullName, email: DEMO_ASSESSOR.email, mobile: DEMO_ASSESSOR.mobile },
    });
    expect(t.db.data.sessions).toHaveLength(1);
    expect(JSON.stringify(t.db.data.sessions)).not.toContain(details.token as string);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await loginWith({ email: DEMO_ASSESSOR.email.toUpperCase(), password: DEMO_ASSESSOR.password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO_ASSESSOR.email, password: 'Wrong@1234' }],
    ['an unknown e-mail', { email: 'nobody@demo.test', password: DEMO_ASSESSOR.password }],
  ])('answers 400 "Invalid credentials. 4 attempts remaining…" for %s', async (_case, payload) => {
    const response = await loginWith(payload);
    expect(response.statusCode).toBe(400);
    const message = 'Invalid credentials. 4 attempts remaining before account lockout.';
    expect(json(response)).toEqual({ statusCode: 400, success: false, message, error: { attemptsRemaining: 4 } });
  });

  it('answers "Admin approval pending" for an inactive assessor', async () => {
    t.db.data.assessors[0]!.isActive = false;
    const response = await loginWith({ email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Admin approval pending');
  });

  it('names the field of a schema error', async () => {
    const response = await loginWith({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      statusCode: 400,
      success: false,
      message: 'email must match format "email"',
    });
    const missing = await loginWith({ email: DEMO_ASSESSOR.email });
    expect(json(missing)).toMatchObject({ statusCode: 400, success: false, message: 'password is required' });
  });

  it('answers 400 in the error envelope without a body', async () => {
    const response = await loginWith();
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ statusCode: 400, success: false, message: 'body must be object' });
  });
});

describe('authentication of logged-in calls', () => {
  it('answers 401 without a token', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({
      statusCode: 401,
      success: false,
      message: 'You need to provide token for authentication',
    });
  });

  it('answers 401 for an unknown token', async () => {
    const response = await logout('f'.repeat(64));
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Invalid token');
  });

  it('answers 401 once the token is a day old', async () => {
    const token = await login(t.app);
    t.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await logout(token)).statusCode).toBe(200);
    const fresh = await login(t.app);
    t.clock.advance(TOKEN_LIFETIME_MS + 1);
    const response = await logout(fresh);
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Session has been expired');
  });

  it('logs out, and the token then answers 410', async () => {
    const token = await login(t.app);
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ cacheHit: false, statusCode: 200, success: true, message: 'Logout successfully' });
    const again = await logout(token);
    expect(again.statusCode).toBe(410);
    expect(json(again)).toMatchObject({ statusCode: 410, success: false, message: 'This token has been expired' });
  });

  it('checks the token before the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});
