import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../paths/paths.ts';

interface NotAvailableProps {
  /** An i18n key of namespace `screens`. */
  screen: string;
  /** Where to go instead (e.g. back to the batch); home when absent. */
  back?: { to: string; label: string };
}

/** Stands in for a screen that a later issue builds; it names the screen and offers a way back. */
export function NotAvailable({ screen, back }: NotAvailableProps) {
  const { t } = useTranslation();
  const name = t(screen, { ns: 'screens' });
  return (
    <section className="py-4 text-center">
      <h1 className="h4">{name}</h1>
      <p className="text-body-secondary">{t('notAvailableText', { screen: name })}</p>
      <Link to={back?.to ?? paths.root.to()} className="btn btn-primary">
        {back?.label ?? t('goHome')}
      </Link>
    </section>
  );
}
