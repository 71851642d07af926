import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { selectAssessorName } from '../auth/authSlice.ts';

const tiles = [
  ['/batch-requests', 'batchRequests'],
  ['/my-batches', 'myBatches'],
  ['/account-setting/notification', 'notifications'],
  ['/my-profile', 'profile'],
] as const;

/** Logged-in home: greeting and the main destinations (real figures come in a later issue). */
export default function HomeScreen() {
  const { t } = useTranslation('home');
  const name = useAppSelector(selectAssessorName);
  return (
    <section>
      <h1 className="h3">{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <nav aria-label={t('intro')}>
        <ul className="row g-3 list-unstyled">
          {tiles.map(([to, key]) => (
            <li className="col-6" key={to}>
              <Link to={to} className="card home-tile h-100 text-decoration-none">
                <span className="card-body d-flex align-items-center justify-content-center text-center fw-semibold">
                  {t(`tiles.${key}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
