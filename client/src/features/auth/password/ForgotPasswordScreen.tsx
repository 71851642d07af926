import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useNavigate } from 'react-router-dom';
import { useForgetPasswordMutation } from '../api.ts';
import { Alert } from '../../../components/form/Alert.tsx';
import { MobileField } from '../../../components/form/MobileField.tsx';
import { screenMessage } from '../../../session/screenMessage.ts';
import { useForm } from '../../../components/form/useForm.ts';
import { checkMobile, problems } from '../../../components/form/validate.ts';
import { paths } from '../../../paths/paths.ts';

/** /forgot-password: an OTP to the registered mobile (and a reset link to the e-mail), then /forgot-password/otp. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const { values, set, errors, message, setMessage, handleSubmit } = useForm({ mobile: '' }, (v) =>
    problems({ mobile: checkMobile(v.mobile) }),
  );

  async function submit({ mobile }: { mobile: string }) {
    const result = await forgetPassword({ body: { mobile } });
    if ('data' in result) await navigate(paths.forgotPasswordOtp.to(), { state: { mobile } });
    else setMessage(screenMessage(result.error, t('requestFailed')));
  }

  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('forgotTitle')}</h1>
      <p className="text-body-secondary">{t('forgotIntro')}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Alert text={message} />
        <MobileField id="forgot-mobile" value={values.mobile} onChange={set('mobile')} error={errors.mobile} />
        <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
          {isLoading ? t('sending') : t('sendOtp')}
        </button>
      </form>
      <p className="mt-3 text-center">
        <Link to={paths.login.to()}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
