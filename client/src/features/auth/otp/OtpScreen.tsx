import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useLocation } from 'react-router-dom';
import { MobileStep } from './MobileStep.tsx';
import { OtpStep } from './OtpStep.tsx';
import { useSendOtp } from './useSendOtp.ts';
import { useVerifyOtp, type OtpMode } from './useVerifyOtp.ts';
import { paths } from '../../../paths/paths.ts';

const modes: Record<string, OtpMode> = {
  [paths.otpLogin.pattern]: 'login',
  [paths.mobileOtp.pattern]: 'verifyMobile',
  [paths.forgotPasswordOtp.pattern]: 'resetPassword',
};
const titles: Record<OtpMode, string> = {
  login: 'otpLoginTitle',
  verifyMobile: 'verifyMobileTitle',
  resetPassword: 'resetOtpTitle',
};

/**
 * The shared OTP screen of /get-otp (OTP login), /mobile-otp (verify a new mobile) and /forgot-password/otp. A mobile
 * passed in the location state already has an OTP on its way, so the screen starts at the code.
 */
export default function OtpScreen() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const mode = modes[location.pathname] ?? 'login';
  const given = (location.state as { mobile?: string } | null)?.mobile;
  const [mobile, setMobile] = useState<string | null>(given ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sender = useSendOtp(mode);
  const verifier = useVerifyOtp(mode);

  async function send(number: string) {
    setMessage(null);
    const refusal = await sender.first(number);
    if (refusal === null) setMobile(number);
    else setMessage(refusal);
  }

  async function resend(): Promise<boolean> {
    if (!mobile) return false;
    setMessage(null);
    const refusal = await sender.again(mobile);
    setMessage(refusal);
    setNotice(refusal === null ? t('otpResent') : null);
    return refusal === null;
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-3">{t(titles[mode])}</h1>
      {mobile ? (
        <OtpStep
          mobile={mobile}
          busy={verifier.busy}
          message={message}
          notice={notice}
          onVerify={(otp) =>
            void verifier.run(mobile, otp).then((refusal) => {
              setNotice(null);
              setMessage(refusal);
            })
          }
          onResend={resend}
          onChangeMobile={
            given
              ? undefined
              : () => {
                  setMobile(null);
                  setMessage(null);
                }
          }
        />
      ) : (
        <MobileStep busy={sender.busy} message={message} onSend={(number) => void send(number)} />
      )}
      <p className="mt-3 text-center">
        <Link to={paths.login.to()}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
