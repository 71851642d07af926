import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks.ts';
import { loggedIn, type UserData } from '../../../session/authSlice.ts';
import { paths } from '../../../paths/paths.ts';

interface ProfileState {
  token?: string;
  userData?: UserData & { email?: string; mobile?: string };
}

/**
 * CompleteProfile (spec §2): verify-OTP returned a token. The assessor confirms the details on record, then enters the
 * portal; the rest of the profile (photo, documents, bank) is filled in from My profile.
 */
export default function CompleteProfileScreen() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { token, userData } = (useLocation().state ?? {}) as ProfileState;
  if (!token || !userData) {
    return (
      <section className="auth-card mx-auto">
        <h1 className="h3">{t('completeProfileTitle')}</h1>
        <p>{t('completeProfileMissing')}</p>
        <Link to={paths.login.to()} className="btn btn-primary w-100">
          {t('backToLogin')}
        </Link>
      </section>
    );
  }
  const rows = [
    ['fullName', userData.fullName ?? userData.user_details?.fullName],
    ['email', userData.email],
    ['mobile', userData.mobile],
  ] as const;
  return (
    <section className="auth-card mx-auto">
      <h1 className="h3 mb-1">{t('completeProfileTitle')}</h1>
      <p className="text-body-secondary">{t('completeProfileIntro')}</p>
      <dl className="mb-3">
        {rows.map(([key, value]) => (
          <div key={key} className="mb-2">
            <dt>{t(key)}</dt>
            <dd className="mb-0">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="small text-body-secondary">{t('completeProfileLater')}</p>
      <button type="button" className="btn btn-primary w-100" onClick={() => dispatch(loggedIn({ token, userData }))}>
        {t('confirmAndContinue')}
      </button>
    </section>
  );
}
