import { useTranslation } from '../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { paths } from '../paths/paths.ts';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="py-5 text-center">
      <h1 className="h3">{t('notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('notFoundText')}</p>
      <Link to={paths.root.to()} className="btn btn-primary">
        {t('goHome')}
      </Link>
    </section>
  );
}

export default NotFound;
