import { useForgetPasswordMutation, useResendOtpMutation, useSendOtpMutation } from '../api.ts';
import { errorOf } from '../parts/serverMessage.ts';
import type { OtpMode } from './useVerifyOtp.ts';

/** First send (per mode: a login OTP, or the start of a password reset) and resend; each answers the refusal message or null. */
export function useSendOtp(mode: OtpMode) {
  const [sendOtp, send] = useSendOtpMutation();
  const [forgetPassword, forget] = useForgetPasswordMutation();
  const [resendOtp] = useResendOtpMutation();

  async function first(mobile: string): Promise<string | null> {
    const result = mode === 'resetPassword' ? await forgetPassword({ body: { mobile } }) : await sendOtp({ body: { mobile } });
    return 'data' in result ? null : (errorOf(result)?.message ?? '');
  }

  async function again(mobile: string): Promise<string | null> {
    const result = await resendOtp({ body: { mobile } });
    return 'data' in result ? null : (errorOf(result)?.message ?? '');
  }

  return { first, again, busy: send.isLoading || forget.isLoading };
}
