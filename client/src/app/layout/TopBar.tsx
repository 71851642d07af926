import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { menuToggled, selectIsMenuOpen } from '../activitySlice.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { MainMenu } from './MainMenu.tsx';
import { paths } from '../../paths/paths.ts';
import { OutboxBadge } from '../../outbox/OutboxBadge.tsx';

export function TopBar() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const isMenuOpen = useAppSelector(selectIsMenuOpen);
  return (
    <header className="navbar bg-primary sticky-top" data-bs-theme="dark">
      <div className="container">
        <Link to={paths.root.to()} className="navbar-brand">
          {t('appName', { ns: 'common' })}
        </Link>
        <div className="d-flex align-items-center gap-2">
          <OutboxBadge />
          <NotificationBell />
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
