import { useForgetPasswordMutation, useResendOtpMutation, useSendOtpMutation } from '../api.ts';
import { screenMessage } from '../../../session/screenMessage.ts';
import type { OtpMode } from './useVerifyOtp.ts';

/** First send (per mode: a login OTP, or the start of a password reset) and resend; each answers the refusal message or null. */
export function useSendOtp(mode: OtpMode) {
  const [sendOtp, send] = useSendOtpMutation();
  const [forgetPassword, forget] = useForgetPasswordMutation();
  const [resendOtp] = useResendOtpMutation();

  async function first(mobile: string): Promise<string | null> {
    const result =
      mode === 'resetPassword' ? await forgetPassword({ body: { mobile } }) : await sendOtp({ body: { mobile } });
    return 'data' in result ? null : screenMessage(result.error, '');
  }

  async function again(mobile: string): Promise<string | null> {
    const result = await resendOtp({ body: { mobile } });
    return 'data' in result ? null : screenMessage(result.error, '');
  }

  return { first, again, busy: send.isLoading || forget.isLoading };
}
