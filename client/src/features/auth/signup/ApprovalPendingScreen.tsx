import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths/paths.ts';

/** Shown after registering (or an OTP login) while the admin has not approved the assessor yet. */
export default function ApprovalPendingScreen() {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-card mx-auto text-center py-3">
      <h1 className="h3">{t('approvalPendingTitle')}</h1>
      <p>{t('approvalPendingText')}</p>
      <p className="text-body-secondary">{t('approvalPendingNext')}</p>
      <Link to={paths.login.to()} className="btn btn-primary w-100">
        {t('backToLogin')}
      </Link>
    </section>
  );
}
