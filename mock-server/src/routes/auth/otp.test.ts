import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { OTP_LIFETIME_MS, RESEND_AFTER_MS } from '../../services/auth/otps.ts';
import { json, type TestApp, eachTestApp } from '../../testing/testApp.ts';
import { authKit } from './testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf, sendOtp, otpLogin, wrong } = authKit(() => t);
const NEW_MOBILE = '9000012345';

describe('POST /api/send-assesorOTP', () => {
  it('sends a 4-digit OTP without returning it, and stores only its hash', async () => {
    const response = await sendOtp(DEMO_ASSESSOR.mobile);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      cacheHit: false,
      statusCode: 200,
      success: true,
      message: 'OTP is sent to your Mobile Number.',
    });
    const otp = await otpOf(DEMO_ASSESSOR.mobile);
    expect(otp).toMatch(/^[0-9]{4}$/);
    expect(JSON.stringify(t.db.data.otps)).not.toContain(`"${otp}"`);
    expect(t.db.data.otps).toHaveLength(1);
  });

  it('allows one send per 30 s per mobile, with a clear message', async () => {
    await sendOtp(DEMO_ASSESSOR.mobile);
    t.clock.advance(10_000);
    const again = await sendOtp(DEMO_ASSESSOR.mobile);
    expect(again.statusCode).toBe(429);
    expect(json(again)).toMatchObject({
      success: false,
      message: 'Please wait 20 seconds before requesting another OTP.',
      error: { retryAfter: 20 },
    });
    expect((await sendOtp('9000000001')).statusCode).toBe(200);
    t.clock.advance(RESEND_AFTER_MS - 10_000);
    expect((await sendOtp(DEMO_ASSESSOR.mobile)).statusCode).toBe(200);
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432100'],
    ['letters', '98765abcde'],
    ['a sign', '+987654321'],
  ])('refuses a mobile of %s', async (_case, mobile) => {
    const response = await sendOtp(mobile);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      message: 'Mobile number must be exactly 10 digits.',
      error: { field: 'mobile' },
    });
  });
});

describe('POST /api/reverify-assesorOTP', () => {
  it('sends a new code that replaces the old one', async () => {
    await sendOtp(DEMO_ASSESSOR.mobile);
    const first = await otpOf(DEMO_ASSESSOR.mobile);
    t.clock.advance(RESEND_AFTER_MS);
    const response = await post('/api/reverify-assesorOTP', { mobile: DEMO_ASSESSOR.mobile });
    expect(json(response)).toMatchObject({ success: true, message: 'OTP is sent to your Mobile Number.' });
    const second = await otpOf(DEMO_ASSESSOR.mobile);
    if (first !== second) expect((await otpLogin(DEMO_ASSESSOR.mobile, first)).statusCode).toBe(400);
    expect((await otpLogin(DEMO_ASSESSOR.mobile, second)).statusCode).toBe(200);
  });

  it('is rate limited like a send, and refused before any send', async () => {
    expect(json(await post('/api/reverify-assesorOTP', { mobile: NEW_MOBILE }))).toMatchObject({
      statusCode: 400,
      message: 'No OTP was requested for this mobile number.',
    });
    await sendOtp(NEW_MOBILE);
    expect((await post('/api/reverify-assesorOTP', { mobile: NEW_MOBILE })).statusCode).toBe(429);
  });
});

describe('POST /api/loginBy-assesorOTP', () => {
  it('logs a registered assessor in with a token', async () => {
    await sendOtp(DEMO_ASSESSOR.mobile);
    const response = await otpLogin(DEMO_ASSESSOR.mobile, await otpOf(DEMO_ASSESSOR.mobile));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      message: 'User login successfully',
      details: {
        fullName: DEMO_ASSESSOR.fullName,
        email: DEMO_ASSESSOR.email,
        mobile: DEMO_ASSESSOR.mobile,
        isAssessorRegister: true,
      },
    });
    expect((json(response).details as { token: string }).token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates an unknown mobile as a verified, unregistered assessor', async () => {
    await sendOtp(NEW_MOBILE);
    const response = await otpLogin(NEW_MOBILE, await otpOf(NEW_MOBILE));
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({
      message: 'Your mobile number is verified.',
      details: { mobile: NEW_MOBILE, isAssessorRegister: false },
    });
    expect(body.details).not.toHaveProperty('token');
    const created = t.db.data.assessors.find((a) => a.mobile === NEW_MOBILE);
    expect(created).toMatchObject({
      _id: (body.details as { _id: string })._id,
      isMobileVerified: true,
      isActive: false,
    });
    // The same answer the next time: known mobile, not registered yet (outcome 1).
    t.clock.advance(RESEND_AFTER_MS);
    await sendOtp(NEW_MOBILE);
    expect(json(await otpLogin(NEW_MOBILE, await otpOf(NEW_MOBILE)))).toMatchObject({
      details: { _id: created!._id, isAssessorRegister: false },
    });
    expect(t.db.data.assessors.filter((a) => a.mobile === NEW_MOBILE)).toHaveLength(1);
  });

  it('answers "Admin approval pending" for an inactive assessor', async () => {
    t.db.data.assessors[0]!.isActive = false;
    await sendOtp(DEMO_ASSESSOR.mobile);
    const response = await otpLogin(DEMO_ASSESSOR.mobile, await otpOf(DEMO_ASSESSOR.mobile));
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Admin approval pending');
  });

  it('refuses a wrong OTP, an expired OTP, a used OTP and no OTP', async () => {
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, '1234')).message).toBe(
      'OTP has expired. Please request a new OTP.',
    );
    await sendOtp(DEMO_ASSESSOR.mobile);
    const otp = await otpOf(DEMO_ASSESSOR.mobile);
    const wrongAnswer = await otpLogin(DEMO_ASSESSOR.mobile, wrong(otp));
    expect(wrongAnswer.statusCode).toBe(400);
    expect(json(wrongAnswer)).toMatchObject({
      message: 'Incorrect OTP, please try again.',
      error: { attemptsRemaining: 4 },
    });
    t.clock.advance(OTP_LIFETIME_MS);
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, otp)).message).toBe('OTP has expired. Please request a new OTP.');
    await sendOtp(DEMO_ASSESSOR.mobile);
    const fresh = await otpOf(DEMO_ASSESSOR.mobile);
    t.clock.advance(OTP_LIFETIME_MS - 1000);
    expect((await otpLogin(DEMO_ASSESSOR.mobile, fresh)).statusCode).toBe(200);
    expect(json(await otpLogin(DEMO_ASSESSOR.mobile, fresh)).message).toBe(
      'OTP has expired. Please request a new OTP.',
    );
  });

  it('refuses an OTP of 3 or 5 digits', async () => {
    for (const inputOTP of ['123', '12345', '12a4']) {
      const response = await otpLogin(DEMO_ASSESSOR.mobile, inputOTP);
      expect(json(response)).toMatchObject({ statusCode: 400, message: 'OTP must be exactly 4 digits.' });
    }
  });
});
