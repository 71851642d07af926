import { describe, expect, it } from 'vitest';
import { json, type TestApp, eachTestApp } from '../testing/testApp.ts';
import { UNREGISTERED_ASSESSOR, UNVERIFIED_ASSESSOR } from './index.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const loginAs = (who: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/login-assesor', payload: { email: who.email, password: who.password } });

describe('seeded login cases', () => {
  it('the unverified account answers 422 with its mobile (and an OTP is sent)', async () => {
    const answer = await loginAs(UNVERIFIED_ASSESSOR);
    expect(answer.statusCode).toBe(422);
    expect(json(answer)).toMatchObject({ success: false, error: { mobile: UNVERIFIED_ASSESSOR.mobile } });
  });

  it('the account without a profile answers 426 with its id, mobile and e-mail', async () => {
    const answer = await loginAs(UNREGISTERED_ASSESSOR);
    expect(answer.statusCode).toBe(426);
    expect(json(answer)).toMatchObject({
      success: false,
      error: { mobile: UNREGISTERED_ASSESSOR.mobile, email: UNREGISTERED_ASSESSOR.email },
    });
  });
});
