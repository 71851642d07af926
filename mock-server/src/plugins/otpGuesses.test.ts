import { describe, expect, it } from 'vitest';
import { json, trainerInject, type TestApp, eachTestApp } from '../testing/testApp.ts';
import { WRONG_OTPS_ALLOWED } from './otpGuesses.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const sendOtp = (mobile: string, from: string) => post('/api/send-assesorOTP', { mobile }, from);
const otpLogin = (mobile: string, inputOTP: string, from: string) =>
  post('/api/loginBy-assesorOTP', { mobile, inputOTP }, from);
const otpOf = async (mobile: string) =>
  (json(await trainerInject(t.app, { url: `/__mock/otp?mobile=${mobile}` })).details as { otp: string }).otp;
const wrong = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

describe('wrong OTPs per client address', () => {
  it(`answers 429 after ${WRONG_OTPS_ALLOWED} wrong OTPs from one address over many mobiles; other addresses go on`, async () => {
    // Five wrong codes lock one mobile, so the address spreads its guesses over several (as a guesser would).
    const mobiles = Array.from(
      { length: WRONG_OTPS_ALLOWED / 5 + 1 },
      (_, i) => `81000000${String(i).padStart(2, '0')}`,
    );
    for (const mobile of mobiles) await sendOtp(mobile, '10.1.0.1');
    let guesses = 0;
    for (const mobile of mobiles.slice(0, -1)) {
      const otp = await otpOf(mobile);
      for (let i = 0; i < 5; i += 1, guesses += 1) {
        expect([400, 423]).toContain((await otpLogin(mobile, wrong(otp), '10.1.0.1')).statusCode);
      }
    }
    expect(guesses).toBe(WRONG_OTPS_ALLOWED);
    const last = mobiles.at(-1)!;
    const refused = await otpLogin(last, await otpOf(last), '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      statusCode: 429,
      success: false,
      message: expect.stringMatching(/^Too many wrong OTPs from this address: try again in \d+ seconds$/),
    });
    // The refused check changed nothing: the code is still good from another address.
    expect((await otpLogin(last, await otpOf(last), '10.1.0.2')).statusCode).toBe(200);
  });

  it('never counts right codes', async () => {
    for (let i = 0; i < WRONG_OTPS_ALLOWED + 5; i += 1) {
      const mobile = `82000000${String(i).padStart(2, '0')}`;
      await sendOtp(mobile, '10.1.0.3');
      expect((await otpLogin(mobile, await otpOf(mobile), '10.1.0.3')).statusCode).toBe(200);
    }
  });
});
