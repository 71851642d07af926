import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks.ts';
import { useLoginByOtpMutation, useVerifyOtpMutation } from '../api.ts';
import { loggedIn } from '../../../session/authSlice.ts';
import { userDataFrom } from '../loginOutcome.ts';
import { screenMessage } from '../../../session/screenMessage.ts';
import { paths } from '../../../paths/paths.ts';

export type OtpMode = 'login' | 'verifyMobile' | 'resetPassword';

export const APPROVAL_PENDING = 'Admin approval pending';

/**
 * Sends the OTP to the call of the mode and follows the answer (spec §2 navigation rules). Answers the server's
 * message when it refuses, null when it moved on.
 */
export function useVerifyOtp(mode: OtpMode) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [loginByOtp, login] = useLoginByOtpMutation();
  const [verifyOtp, verify] = useVerifyOtpMutation();

  async function run(mobile: string, inputOTP: string): Promise<string | null> {
    if (mode === 'login') {
      const result = await loginByOtp({ body: { mobile, inputOTP } });
      const details = result.data;
      if (details?.token)
        dispatch(loggedIn({ token: details.token, userData: userDataFrom({ ...details, token: details.token }) }));
      else if (details)
        await navigate(paths.completeRegistration.to(), { state: { mobile: details.mobile, _id: details._id } });
      else return refusal(screenMessage(result.error, ''));
      return null;
    }
    const purpose = mode === 'resetPassword' ? 'resetPassword' : 'register';
    const result = await verifyOtp({ body: { mobile, inputOTP, purpose } });
    const details = result.data;
    if (!details) return screenMessage(result.error, '');
    if (mode === 'resetPassword') await navigate(paths.newPassword.to(), { state: { resetToken: details.resetToken } });
    else if (details.token)
      await navigate(paths.completeProfile.to(), {
        state: {
          token: details.token,
          userData: userDataFrom({ ...details, _id: details._id ?? '', token: details.token }),
        },
      });
    else await navigate(paths.approvalPending.to());
    return null;
  }

  async function refusal(message: string | undefined): Promise<string> {
    if (message === APPROVAL_PENDING) await navigate(paths.approvalPending.to());
    return message ?? '';
  }

  return { run, busy: login.isLoading || verify.isLoading };
}
