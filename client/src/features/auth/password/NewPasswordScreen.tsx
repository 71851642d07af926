import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../api.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { useForm } from '../../../components/form/useForm.ts';
import { checkConfirm, checkPassword, problems } from '../../../components/form/validate.ts';
import { paths } from '../../../paths/paths.ts';

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
  const { values, set, errors, message, setMessage, handleSubmit } = useForm(
    { password: '', confirmPassword: '' },
    (v) =>
      problems({ password: checkPassword(v.password), confirmPassword: checkConfirm(v.password, v.confirmPassword) }),
  );

  async function submit({ password, confirmPassword }: { password: string; confirmPassword: string }) {
    if (!resetToken) return;
    const result = await resetPassword({ body: { resetToken, password, confirmPassword } });
    if ('data' in result) await navigate(paths.login.to(), { state: { notice: 'passwordReset' } });
    else setMessage(screenMessage(result.error, t('requestFailed')));
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-3">{t('newPasswordTitle')}</h1>
      {resetToken ? (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Alert text={message} />
          <PasswordFields
            idPrefix="reset"
            password={values.password}
            confirm={values.confirmPassword}
            onPassword={set('password')}
            onConfirm={set('confirmPassword')}
            errors={errors}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {isLoading ? t('saving') : t('savePassword')}
          </button>
        </form>
      ) : (
        <Alert text={t('resetLinkMissing')} tone="warning" />
      )}
      <p className="mt-3 text-center">
        <Link to={paths.forgotPassword.to()}>{t('startAgain')}</Link>
      </p>
    </section>
  );
}
