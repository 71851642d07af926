import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useLocation } from 'react-router-dom';
import { RegistrationForm } from './RegistrationForm.tsx';
import { paths } from '../../../paths/paths.ts';

interface CompletionState {
  _id?: string;
  mobile?: string;
  email?: string;
}

/**
 * Registration completion (spec §2): after an OTP login of a mobile that is not registered, or a login answered 426
 * (profile not created). Carries the assessor's `_id` and verified mobile.
 */
export default function CompleteRegistrationScreen() {
  const { t } = useTranslation('auth');
  const state = (useLocation().state ?? {}) as CompletionState;
  if (!state._id || !state.mobile) {
    return (
      <section className="auth-card mx-auto">
        <h1 className="h3">{t('completeRegistrationTitle')}</h1>
        <p>{t('completeRegistrationMissing')}</p>
        <Link to={paths.otpLogin.to()} className="btn btn-primary w-100">
          {t('loginWithOtp')}
        </Link>
      </section>
    );
  }
  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('completeRegistrationTitle')}</h1>
      <p className="text-body-secondary">{t('completeRegistrationIntro')}</p>
      <RegistrationForm assessorId={state._id} initial={{ mobile: state.mobile, email: state.email ?? '' }} />
    </section>
  );
}
