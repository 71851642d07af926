import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { paths } from '../../../paths/paths.ts';

/** Logged-out landing: what the portal is, log in, sign up, and the legal pages. */
export default function LandingScreen() {
  const { t } = useTranslation('landing');
  return (
    <section className="text-center pb-5">
      <div className="d-flex justify-content-end mb-4">
        <LanguageSwitch />
      </div>
      <h1 className="h2">{t('title')}</h1>
      <p className="lead text-body-secondary">{t('tagline')}</p>
      <ul className="text-start small text-body-secondary mx-auto landing-points">
        {(['batches', 'attendance', 'evidence'] as const).map((key) => (
          <li key={key}>{t(`points.${key}`)}</li>
        ))}
      </ul>
      <div className="d-grid gap-2 mt-4">
        <Link to={paths.login.to()} className="btn btn-primary btn-lg">
          {t('logIn')}
        </Link>
        <Link to={paths.signup.to()} className="btn btn-outline-primary btn-lg">
          {t('signUp')}
        </Link>
      </div>
      <nav aria-label={t('moreLinks')} className="mt-4 small d-flex flex-wrap justify-content-center gap-3">
        <Link to={paths.terms.to()}>{t('terms')}</Link>
        <Link to={paths.privacy.to()}>{t('privacy')}</Link>
        <Link to={paths.deleteAccount.to()}>{t('deleteAccount')}</Link>
      </nav>
    </section>
  );
}
