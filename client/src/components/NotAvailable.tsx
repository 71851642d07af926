import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../paths/paths.ts';

/** Stands in for a screen that a later issue builds; it names the screen (an i18n key of namespace `screens`). */
export function NotAvailable({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const name = t(screen, { ns: 'screens' });
  return (
    <section className="py-4 text-center">
      <h1 className="h4">{name}</h1>
      <p className="text-body-secondary">{t('notAvailableText', { screen: name })}</p>
      <Link to={paths.root.to()} className="btn btn-outline-primary">
        {t('goHome')}
      </Link>
    </section>
  );
}
