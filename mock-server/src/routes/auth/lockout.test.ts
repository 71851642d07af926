import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { LOCK_MS, RESET_AFTER_MS } from '../../services/auth/attempts.ts';
import { json, type TestApp, eachTestApp } from '../../testing/testApp.ts';
import { authKit } from './testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf, sendOtp, otpLogin, wrong } = authKit(() => t);

const badPassword = () => post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: 'Wrong@1234' });
const goodPassword = () => post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });
const locked = (minutes: number) => ({
  statusCode: 423,
  success: false,
  message: `Account is locked due to multiple failed login attempts. Please try again after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  error: { isAccountLocked: true },
});

describe('password lockout (api-facts §1)', () => {
  it('counts down, locks on the fifth failure for 30 minutes, then lets the right password in', async () => {
    for (const left of [4, 3, 2, 1]) {
      const answer = json(await badPassword());
      expect(answer.message).toBe(
        `Invalid credentials. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining before account lockout.`,
      );
      expect(answer.error).toEqual({ attemptsRemaining: left });
    }
    const fifth = await badPassword();
    expect(fifth.statusCode).toBe(423);
    expect(json(fifth)).toEqual(locked(30));
    // Even the right password is refused while locked, with the minutes left.
    t.clock.advance(10 * 60_000 + 1);
    expect(json(await goodPassword())).toEqual(locked(20));
    t.clock.advance(LOCK_MS - 10 * 60_000);
    expect((await goodPassword()).statusCode).toBe(200);
    // After the lock the count starts again.
    expect(json(await badPassword()).message).toContain('4 attempts remaining');
  });

  it('forgets failures after 15 quiet minutes, and after a success', async () => {
    await badPassword();
    await badPassword();
    t.clock.advance(RESET_AFTER_MS);
    expect(json(await badPassword()).message).toContain('4 attempts remaining');
    await goodPassword();
    expect(json(await badPassword()).message).toContain('4 attempts remaining');
  });

  it('keeps OTP entry open while the password is locked', async () => {
    for (let i = 0; i < 5; i++) await badPassword();
    await sendOtp(DEMO_ASSESSOR.mobile);
    expect((await otpLogin(DEMO_ASSESSOR.mobile, await otpOf(DEMO_ASSESSOR.mobile))).statusCode).toBe(200);
  });
});

describe('OTP lockout', () => {
  it('locks OTP entry after five wrong codes, refuses sends meanwhile, and leaves passwords alone', async () => {
    await sendOtp(DEMO_ASSESSOR.mobile);
    const otp = await otpOf(DEMO_ASSESSOR.mobile);
    for (let i = 0; i < 4; i++)
      expect(json(await otpLogin(DEMO_ASSESSOR.mobile, wrong(otp))).message).toBe('Incorrect OTP, please try again.');
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, wrong(otp)))).toEqual(locked(30));
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, otp))).toEqual(locked(30));
    t.clock.advance(60_000);
    expect(json(await sendOtp(DEMO_ASSESSOR.mobile))).toEqual(locked(29));
    expect((await goodPassword()).statusCode).toBe(200);
    t.clock.advance(LOCK_MS);
    expect((await sendOtp(DEMO_ASSESSOR.mobile)).statusCode).toBe(200);
    expect((await otpLogin(DEMO_ASSESSOR.mobile, await otpOf(DEMO_ASSESSOR.mobile))).statusCode).toBe(200);
  });
});
