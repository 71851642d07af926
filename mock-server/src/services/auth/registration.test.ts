import { describe, expect, it } from 'vitest';
import { authKit, newcomer } from '../../routes/auth/testKit.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { json, type TestApp, eachTestApp } from '../../testing/testApp.ts';
import { MOBILE_TAKEN } from './registration.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});
const { post, otpOf, sendOtp, otpLogin } = authKit(() => t);
const { mobile: _mobile, ...withoutMobile } = newcomer;
const register = (body: object) => post('/api/register-assesor', body);

/** The record an OTP login of a new mobile makes (api-facts §2 outcome 4). */
async function started(): Promise<string> {
  await sendOtp(newcomer.mobile);
  return (json(await otpLogin(newcomer.mobile, await otpOf(newcomer.mobile))).details as { _id: string })._id;
}

describe('completing a registration after an OTP login (the real duplicate check: find({ mobile }) without excluding _id)', () => {
  it('refuses `_id` with the mobile its own record already holds: 400 "Mobile No. already exists."', async () => {
    const _id = await started();
    const response = await register({ ...newcomer, _id });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message: MOBILE_TAKEN });
    expect(t.db.data.assessors.find((a) => a._id === _id)).toMatchObject({ isAssessorRegister: false });
  });

  it("refuses `_id` with another assessor's mobile the same way", async () => {
    const response = await register({ ...newcomer, _id: await started(), mobile: DEMO_ASSESSOR.mobile });
    expect(json(response)).toMatchObject({ statusCode: 400, message: MOBILE_TAKEN });
  });

  it('completes with `_id` and without `mobile`', async () => {
    const _id = await started();
    const response = await register({ ...withoutMobile, _id });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({ details: { _id, mobile: newcomer.mobile, isMobileVerified: true } });
  });

  it('a registration without `_id` still needs the mobile', async () => {
    const response = await register(withoutMobile);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'mobile is required' });
  });
});
