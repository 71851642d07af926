import { checkMobile, checkOtp, problems } from '../../../components/form/validate.ts';

export type Proof = 'otp' | 'password';

export interface DeleteValues {
  mobile: string;
  proof: Proof;
  otp: string;
  password: string;
}

export function validateDelete(v: DeleteValues, otpSent: boolean) {
  return problems({
    mobile: checkMobile(v.mobile),
    otp: v.proof === 'otp' ? (otpSent ? checkOtp(v.otp) : 'sendOtpFirst') : undefined,
    password: v.proof === 'password' && !v.password ? 'passwordRequired' : undefined,
  });
}

export const deleteBody = (v: DeleteValues) =>
  v.proof === 'otp' ? { mobile: v.mobile, inputOTP: v.otp } : { mobile: v.mobile, password: v.password };
