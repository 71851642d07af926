import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Logged-out landing; a later issue polishes it. */
export default function LandingScreen() {
  const { t } = useTranslation('landing');
  return (
    <section className="text-center py-5">
      <h1 className="h2">{t('title')}</h1>
      <p className="lead text-body-secondary">{t('tagline')}</p>
      <div className="d-grid gap-2 mt-4">
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('logIn')}
        </Link>
        <Link to="/signup" className="btn btn-outline-primary btn-lg">
          {t('signUp')}
        </Link>
      </div>
    </section>
  );
}
