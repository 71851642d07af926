import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { json, login, type TestApp, trainerInject, eachTestApp } from '../../testing/testApp.ts';
import { authKit, newcomer } from './testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf, sendOtp, otpLogin } = authKit(() => t);
const register = (changes: object = {}) => post('/api/register-assesor', { ...newcomer, ...changes });
const verify = async (mobile: string, purpose?: string) =>
  post('/api/verify-assesorOTP', { mobile, inputOTP: await otpOf(mobile), ...(purpose ? { purpose } : {}) });
const approve = (id: string) => trainerInject(t.app, { method: 'POST', url: `/__mock/assessors/${id}/approve` });

describe('POST /api/register-assesor', () => {
  it('registers an inactive assessor "RD"+4 digits, sends an OTP; verify → no token → approval → login', async () => {
    const response = await register();
    expect(response.statusCode).toBe(201);
    const details = json(response).details as { _id: string; assessorId: string };
    expect(json(response)).toMatchObject({
      message: 'Registration successful. OTP is sent to your Mobile Number.',
      details: { mobile: newcomer.mobile, isMobileVerified: false },
    });
    expect(details.assessorId).toMatch(/^RD[0-9]{4}$/);
    expect(details).not.toHaveProperty('password');

    const verified = await verify(newcomer.mobile);
    expect(json(verified)).toMatchObject({
      message: 'Your mobile number is verified.',
      details: { _id: details._id, isMobileVerified: true },
    });
    expect(json(verified).details).not.toHaveProperty('token');
    expect(json(await post('/api/login-assesor', { email: newcomer.email, password: newcomer.password })).message).toBe(
      'Admin approval pending',
    );

    expect(json(await approve(details._id))).toMatchObject({
      message: 'Assessor approved',
      details: { isActive: true },
    });
    await expect(login(t.app, newcomer.email, newcomer.password)).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('completes the record an OTP login made (with _id), without another OTP', async () => {
    await sendOtp(newcomer.mobile);
    const started = json(await otpLogin(newcomer.mobile, await otpOf(newcomer.mobile))).details as { _id: string };
    const response = await register({ _id: started._id, mobile: undefined });
    expect(json(response)).toMatchObject({
      details: { _id: started._id, isMobileVerified: true },
      message: 'Registration successful. Your account is waiting for admin approval.',
    });
    expect(t.db.data.otps).toHaveLength(0);
    expect(t.db.data.assessors.filter((a) => a.mobile === newcomer.mobile)).toHaveLength(1);
    expect(json(await register({ _id: started._id, mobile: '9000000002' })).message).toBe(
      'This registration cannot be completed. Please log in.',
    );
  });

  it('completes with _id and no mobile (the client leaves it out, backend-facts §1a row 1)', async () => {
    await sendOtp(newcomer.mobile);
    const started = json(await otpLogin(newcomer.mobile, await otpOf(newcomer.mobile))).details as { _id: string };
    const { mobile: _left, ...withoutMobile } = newcomer;
    const response = await post('/api/register-assesor', { ...withoutMobile, _id: started._id });
    expect(json(response)).toMatchObject({
      details: { _id: started._id, mobile: newcomer.mobile, isMobileVerified: true },
    });
  });

  it.each([
    ['different passwords', { confirmPassword: 'Other@2025' }, 'password and confirmPassword should be same'],
    ['a registered e-mail', { email: DEMO_ASSESSOR.email.toUpperCase() }, 'Email already exists.'],
    ['a registered mobile', { mobile: DEMO_ASSESSOR.mobile }, 'Mobile No. already exists.'],
    ['terms not accepted', { acceptTermCondition: false }, 'Please accept the terms and conditions.'],
    [
      'a weak password',
      { password: 'password1', confirmPassword: 'password1' },
      'Password must be 8-20 characters with at least one letter, one number and one special character (!@#$%^&*).',
    ],
    ['a short name', { fullName: 'K' }, 'fullName must NOT have fewer than 2 characters'],
    ['a bad e-mail', { email: 'kavita@' }, 'email must match format "email"'],
    ['a bad mobile', { mobile: '91234' }, 'Mobile number must be exactly 10 digits.'],
    ['an unknown ToA type', { ToaType: 'Other' }, 'ToaType must be equal to constant'],
  ])('refuses %s', async (_case, changes, message) => {
    const response = await register(changes);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message });
  });

  it('refuses a SIP id already taken, and allows an empty one twice', async () => {
    const taken = t.db.data.assessors[0]!.assessorSipId;
    expect(json(await register({ assessorSipId: taken })).message).toBe('Sip Id already exists.');
    expect((await register({ assessorSipId: '' })).statusCode).toBe(201);
    expect((await register({ assessorSipId: '', email: 'b@new.test', mobile: '9123456781' })).statusCode).toBe(201);
  });
});

describe('POST /api/verify-assesorOTP', () => {
  it('returns a token when an active assessor verifies (login 422 path)', async () => {
    t.db.data.assessors[0]!.isMobileVerified = false;
    const refused = await post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ error: { mobile: DEMO_ASSESSOR.mobile } });
    const response = await verify(DEMO_ASSESSOR.mobile);
    expect(json(response)).toMatchObject({ details: { isMobileVerified: true, fullName: DEMO_ASSESSOR.fullName } });
    expect((json(response).details as { token: string }).token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unknown mobile and a wrong OTP', async () => {
    expect(json(await post('/api/verify-assesorOTP', { mobile: '9000000009', inputOTP: '1234' })).message).toBe(
      'No registration found for this mobile number.',
    );
    await register();
    const otp = await otpOf(newcomer.mobile);
    const response = await post('/api/verify-assesorOTP', {
      mobile: newcomer.mobile,
      inputOTP: otp === '1234' ? '4321' : '1234',
    });
    expect(json(response)).toMatchObject({ statusCode: 400, message: 'Incorrect OTP, please try again.' });
  });
});

describe('login answers of unfinished accounts', () => {
  it('answers 426 with the assessor when the profile was never created', async () => {
    const demo = t.db.data.assessors[0]!;
    demo.isAssessorRegister = false;
    const response = await post('/api/login-assesor', { email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });
    expect(response.statusCode).toBe(426);
    expect(json(response)).toMatchObject({ error: { _id: demo._id, mobile: demo.mobile } });
  });
});
