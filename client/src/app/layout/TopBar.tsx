import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuToggled, selectIsMenuOpen } from '../activitySlice.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { MainMenu } from './MainMenu.tsx';

export function TopBar() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const isMenuOpen = useAppSelector(selectIsMenuOpen);
  return (
    <header className="navbar bg-primary sticky-top" data-bs-theme="dark">
      <div className="container">
        <Link to="/" className="navbar-brand">
          {t('appName', { ns: 'common' })}
        </Link>
        <div className="d-flex align-items-center gap-2">
          <Link to="/account-setting/notification" className="btn btn-link text-white" aria-label={t('notifications')}>
            <svg width="22" height="22" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
              <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901" />
            </svg>
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-label={t('menu')}
            aria-expanded={isMenuOpen}
            aria-controls="main-menu"
            onClick={() => dispatch(menuToggled(!isMenuOpen))}
          >
            <span className="navbar-toggler-icon" />
          </button>
        </div>
        {isMenuOpen ? <MainMenu onClose={() => dispatch(menuToggled(false))} /> : null}
      </div>
    </header>
  );
}
