import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { RESET_TOKEN_LIFETIME_MS } from '../../services/auth/resetTokens.ts';
import { json, login, type TestApp, trainerInject, eachTestApp } from '../../testing/testApp.ts';
import { authKit } from './testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf } = authKit(() => t);
const NEW_PASSWORD = 'Fresh@2025';
const forget = (body: object) => post('/api/assessor-forgetPassword', body);
const reset = (resetToken: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post('/api/reset-password', { resetToken, password, confirmPassword });
const mailedToken = async () => {
  const response = await trainerInject(t.app, {
    method: 'GET',
    url: `/__mock/reset-token?email=${DEMO_ASSESSOR.email}`,
  });
  return (json(response).details as { resetToken: string }).resetToken;
};

describe('forgot password by mobile: OTP → reset token → new password', () => {
  it('resets the password once, ends old sessions, and the old password stops working', async () => {
    const oldToken = await login(t.app);
    const started = await forget({ mobile: DEMO_ASSESSOR.mobile });
    expect(json(started)).toMatchObject({
      success: true,
      message: 'OTP is sent to your Mobile Number.',
      details: { mobile: DEMO_ASSESSOR.mobile },
    });
    const verified = await post('/api/verify-assesorOTP', {
      mobile: DEMO_ASSESSOR.mobile,
      inputOTP: await otpOf(DEMO_ASSESSOR.mobile),
      purpose: 'resetPassword',
    });
    const { resetToken } = json(verified).details as { resetToken: string };
    expect(resetToken).toMatch(/^[0-9a-f]{48}$/);
    expect(JSON.stringify(t.db.data.resetTokens)).not.toContain(resetToken);

    expect(json(await reset(resetToken))).toMatchObject({
      success: true,
      message: 'Password reset successfully. Please log in with your new password.',
    });
    expect(json(await reset(resetToken, 'Again@2025'))).toMatchObject({
      statusCode: 400,
      message: 'This password reset link is invalid or has already been used.',
    });
    expect(
      json(await post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password })).message,
    ).toContain('Invalid credentials.');
    await expect(login(t.app, DEMO_ASSESSOR.email, NEW_PASSWORD)).resolves.toBeTruthy();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { [AUTH_HEADER]: oldToken } })).statusCode,
    ).toBe(410);
  });

  it('refuses an unknown mobile and a wrong OTP', async () => {
    expect(json(await forget({ mobile: '9000000009' }))).toMatchObject({
      statusCode: 400,
      message: 'No account found with this mobile number.',
    });
    await forget({ mobile: DEMO_ASSESSOR.mobile });
    const otp = await otpOf(DEMO_ASSESSOR.mobile);
    const response = await post('/api/verify-assesorOTP', {
      mobile: DEMO_ASSESSOR.mobile,
      inputOTP: otp === '1111' ? '2222' : '1111',
      purpose: 'resetPassword',
    });
    expect(json(response)).toMatchObject({ statusCode: 400, message: 'Incorrect OTP, please try again.' });
  });

  it('refuses a body with neither mobile nor e-mail', async () => {
    expect(json(await forget({}))).toMatchObject({ statusCode: 400, message: 'Enter your mobile number or e-mail.' });
  });
});

describe('the e-mailed reset link', () => {
  it('works once, within 30 minutes', async () => {
    expect(json(await forget({ email: DEMO_ASSESSOR.email }))).toMatchObject({
      message: 'A password reset link is sent to your e-mail.',
    });
    const first = await mailedToken();
    t.clock.advance(RESET_TOKEN_LIFETIME_MS);
    expect(json(await reset(first))).toMatchObject({
      statusCode: 400,
      message: 'This password reset link has expired. Please start again.',
    });
    await forget({ email: DEMO_ASSESSOR.email });
    const second = await mailedToken();
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses different passwords, a weak password and an unknown token', async () => {
    await forget({ email: DEMO_ASSESSOR.email });
    const token = await mailedToken();
    expect(json(await reset(token, NEW_PASSWORD, 'Other@2025')).message).toBe(
      'password and confirmPassword should be same',
    );
    expect(json(await reset(token, 'short1!')).message).toMatch(/^Password must be 8-20 characters/);
    expect(json(await reset('f'.repeat(48))).message).toBe(
      'This password reset link is invalid or has already been used.',
    );
    expect(json(await forget({ email: 'nobody@demo.test' })).message).toBe('No account found with this e-mail.');
  });

  it('lifts a password lockout', async () => {
    for (let i = 0; i < 5; i++)
      await post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: 'Wrong@1234' });
    await forget({ email: DEMO_ASSESSOR.email });
    await reset(await mailedToken());
    await expect(login(t.app, DEMO_ASSESSOR.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });
});
