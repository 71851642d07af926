import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { OTP_LIFETIME_MS } from '../../services/auth/otps.ts';
import { json, type TestApp, trainerInject, eachTestApp } from '../../testing/testApp.ts';
import { authKit, newcomer } from '../auth/testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, sendOtp, otpLogin } = authKit(() => t);
const get = (url: string) => trainerInject(t.app, { method: 'GET', url });
const approve = (id: string) =>
  trainerInject(t.app, { method: 'POST', url: `/__mock/assessors/${encodeURIComponent(id)}/approve` });

describe('GET /__mock/otp', () => {
  it('answers the last OTP of a mobile, whether it still works, and the reset link when one was mailed', async () => {
    await post('/api/assessor-forgetPassword', { mobile: DEMO_ASSESSOR.mobile });
    const response = await get(`/__mock/otp?mobile=${DEMO_ASSESSOR.mobile}`);
    expect(response.statusCode).toBe(200);
    const details = json(response).details as { otp: string; valid: boolean; resetPath: string; expiresAt: number };
    expect(details).toMatchObject({
      mobile: DEMO_ASSESSOR.mobile,
      valid: true,
      expiresAt: t.clock.now() + OTP_LIFETIME_MS,
    });
    expect(details.resetPath).toMatch(/^\/reset-password\/[0-9a-f]{48}$/);
    expect((await otpLogin(DEMO_ASSESSOR.mobile, details.otp)).statusCode).toBe(200);
    expect(json(await get(`/__mock/otp?mobile=${DEMO_ASSESSOR.mobile}`)).details).toMatchObject({
      otp: details.otp,
      valid: false,
    });
  });

  it('answers 404 before any OTP and 400 for a bad mobile', async () => {
    expect(json(await get('/__mock/otp?mobile=9000000009'))).toMatchObject({
      statusCode: 404,
      message: 'No OTP was sent to this mobile',
    });
    expect((await get('/__mock/otp?mobile=12')).statusCode).toBe(400);
    expect((await get('/__mock/otp')).statusCode).toBe(400);
  });
});

describe('GET /__mock/reset-token', () => {
  it('answers the last mailed reset link, and 404 when none was sent', async () => {
    expect((await get(`/__mock/reset-token?email=${DEMO_ASSESSOR.email}`)).statusCode).toBe(404);
    await post('/api/assessor-forgetPassword', { email: DEMO_ASSESSOR.email });
    const details = json(await get(`/__mock/reset-token?email=${DEMO_ASSESSOR.email.toUpperCase()}`)).details as {
      resetToken: string;
    };
    expect(
      (
        await post('/api/reset-password', {
          resetToken: details.resetToken,
          password: 'Fresh@2025',
          confirmPassword: 'Fresh@2025',
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('/__mock/reset-token?email=not-an-email')).statusCode).toBe(400);
  });
});

describe('POST /__mock/assessors/:id/approve', () => {
  it('activates a registered assessor given by _id, e-mail, mobile or assessorId', async () => {
    const registered = json(await post('/api/register-assesor', newcomer)).details as {
      _id: string;
      assessorId: string;
    };
    for (const id of [registered._id, newcomer.email, newcomer.mobile, registered.assessorId]) {
      t.db.data.assessors.find((a) => a._id === registered._id)!.isActive = false;
      const response = await approve(id);
      expect(json(response)).toMatchObject({ success: true, details: { _id: registered._id, isActive: true } });
    }
  });

  it('refuses an unknown assessor (404) and one who has not registered (400)', async () => {
    expect(json(await approve('nobody@demo.test'))).toMatchObject({ statusCode: 404, message: 'Assessor not found' });
    await sendOtp('9000000009');
    const otp = (json(await get('/__mock/otp?mobile=9000000009')).details as { otp: string }).otp;
    await otpLogin('9000000009', otp);
    expect(json(await approve('9000000009'))).toMatchObject({
      statusCode: 400,
      message: 'This assessor has not completed registration yet',
    });
  });
});
