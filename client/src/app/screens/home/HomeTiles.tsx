import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';

export interface Tile {
  key: string;
  to: string;
  count: number | undefined;
}

/** Count tiles; each leads to its list. */
export function HomeTiles({ tiles }: { tiles: Tile[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className="row g-3 list-unstyled">
      {tiles.map(({ key, to, count }) => (
        <li className="col-6" key={key}>
          <Link to={to} className="card home-tile h-100 text-decoration-none">
            {/* Named by what it shows, count then label ("8 Pending requests"): a spoken command matches the screen. */}
            <span className="card-body text-center">
              <span className="d-block display-6 fw-semibold">{count ?? '–'}</span>{' '}
              <span className="d-block">{t(`tiles.${key}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
