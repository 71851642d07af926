import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { RegistrationForm } from './RegistrationForm.tsx';
import { paths } from '../../../paths/paths.ts';

/** /signup: a new assessor registers, then verifies the mobile. */
export default function SignupScreen() {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('signupTitle')}</h1>
      <p className="text-body-secondary">{t('signupIntro')}</p>
      <RegistrationForm />
      <p className="mt-3 text-center">
        {t('haveAccount')} <Link to={paths.login.to()}>{t('logIn')}</Link>
      </p>
    </section>
  );
}
