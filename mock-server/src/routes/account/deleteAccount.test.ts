import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { json, login, type TestApp, eachTestApp } from '../../testing/testApp.ts';
import { authKit } from '../auth/testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf, sendOtp, otpLogin } = authKit(() => t);
const remove = (body: object) => post('/api/delete-assessorAccount', { mobile: DEMO_ASSESSOR.mobile, ...body });
const DELETED = 'This account has been deleted. Please contact support to open a new one.';

describe('POST /api/delete-assessorAccount', () => {
  it('deletes with the password; logins by password and OTP are then refused, sessions end', async () => {
    const token = await login(t.app);
    const response = await remove({ password: DEMO_ASSESSOR.password });
    expect(json(response)).toEqual({
      cacheHit: false,
      statusCode: 200,
      success: true,
      message: 'Your account has been deleted.',
    });
    const byPassword = await post('/api/login-assesor', {
      email: DEMO_ASSESSOR.email,
      password: DEMO_ASSESSOR.password,
    });
    expect(json(byPassword)).toMatchObject({ statusCode: 400, message: DELETED });
    await sendOtp(DEMO_ASSESSOR.mobile);
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, await otpOf(DEMO_ASSESSOR.mobile))).message).toBe(DELETED);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { [AUTH_HEADER]: token } })).statusCode,
    ).toBe(410);
    expect(json(await remove({ password: DEMO_ASSESSOR.password })).message).toBe(DELETED);
  });

  it('deletes with the OTP', async () => {
    await sendOtp(DEMO_ASSESSOR.mobile);
    expect((await remove({ inputOTP: await otpOf(DEMO_ASSESSOR.mobile) })).statusCode).toBe(200);
    expect(t.db.data.assessors[0]!.deletedAt).toBe(t.clock.now());
  });

  it('refuses a wrong password (counting towards the lockout), a wrong OTP, no proof and an unknown mobile', async () => {
    expect(json(await remove({ password: 'Wrong@1234' })).message).toBe(
      'Invalid credentials. 4 attempts remaining before account lockout.',
    );
    await sendOtp(DEMO_ASSESSOR.mobile);
    const otp = await otpOf(DEMO_ASSESSOR.mobile);
    expect(json(await remove({ inputOTP: otp === '1111' ? '2222' : '1111' })).message).toBe(
      'Incorrect OTP, please try again.',
    );
    expect(json(await remove({})).message).toBe('Confirm with the OTP sent to your mobile or with your password.');
    expect(json(await post('/api/delete-assessorAccount', { mobile: '9000000009', password: 'x' })).message).toBe(
      'No account found with this mobile number.',
    );
    expect(t.db.data.assessors[0]!.deletedAt).toBeUndefined();
  });
});
