import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useForgetPasswordMutation } from '../api.ts';
import { Alert } from '../parts/Alert.tsx';
import { MobileField } from '../parts/MobileField.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { checkMobile } from '../validate.ts';

/** /forgot-password: an OTP to the registered mobile (and a reset link to the e-mail), then /forgot-password/otp. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkMobile(mobile);
    setError(problem);
    setMessage(null);
    if (problem) return;
    const result = await forgetPassword({ body: { mobile } });
    if ('data' in result) await navigate('/forgot-password/otp', { state: { mobile } });
    else setMessage(screenMessage(result.error, t('requestFailed')));
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('forgotTitle')}</h1>
      <p className="text-body-secondary">{t('forgotIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Alert text={message} />
        <MobileField id="forgot-mobile" value={mobile} onChange={setMobile} error={error} />
        <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
          {isLoading ? t('sending') : t('sendOtp')}
        </button>
      </form>
      <p className="mt-3 text-center">
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
