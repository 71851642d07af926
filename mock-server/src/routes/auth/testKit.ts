import type { TestApp } from '../../testing/testApp.ts';
import { json, trainerInject } from '../../testing/testApp.ts';

/** Helpers shared by the auth route tests (not part of the app). */
export function authKit(t: () => TestApp) {
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });
  /** The last OTP sent to a mobile, read the way trainers read it. */
  const otpOf = async (mobile: string) => {
    const response = await trainerInject(t().app, { method: 'GET', url: `/__mock/otp?mobile=${mobile}` });
    return (json(response).details as { otp: string }).otp;
  };
  const sendOtp = (mobile: string) => post('/api/send-assesorOTP', { mobile });
  const otpLogin = (mobile: string, inputOTP: string) => post('/api/loginBy-assesorOTP', { mobile, inputOTP });
  const wrong = (otp: string) => (otp === '0000' ? '1111' : '0000');
  return { post, otpOf, sendOtp, otpLogin, wrong };
}

export const newcomer = {
  fullName: 'Kavita Rao',
  email: 'kavita@new.test',
  ToaType: 'Self',
  RadiantFundToa: false,
  mobile: '9123456780',
  assessorSipId: 'SIP7654321',
  password: 'Kavita@2025',
  confirmPassword: 'Kavita@2025',
  acceptTermCondition: true,
} as const;
