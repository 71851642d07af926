import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../api.ts';
import { Alert } from '../parts/Alert.tsx';
import { PasswordFields } from '../parts/PasswordFields.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { checkConfirm, checkPassword, problems } from '../validate.ts';

/**
 * /new-password (reset token from the verified OTP, in the location state) and /reset-password/:resetToken (the
 * e-mailed link). After the reset: to /login with a success message (spec §2).
 */
export default function NewPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fromLink = useParams().resetToken;
  const fromOtp = (useLocation().state as { resetToken?: string } | null)?.resetToken;
  const resetToken = fromLink ?? fromOtp;
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!resetToken) return;
    const found = problems({ password: checkPassword(password), confirmPassword: checkConfirm(password, confirm) });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const result = await resetPassword({ body: { resetToken, password, confirmPassword: confirm } });
    if ('data' in result) await navigate('/login', { state: { notice: 'passwordReset' } });
    else setMessage(screenMessage(result.error, t('requestFailed')));
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-3">{t('newPasswordTitle')}</h1>
      {resetToken ? (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Alert text={message} />
          <PasswordFields idPrefix="reset" password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {isLoading ? t('saving') : t('savePassword')}
          </button>
        </form>
      ) : (
        <Alert text={t('resetLinkMissing')} tone="warning" />
      )}
      <p className="mt-3 text-center">
        <Link to="/forgot-password">{t('startAgain')}</Link>
      </p>
    </section>
  );
}
