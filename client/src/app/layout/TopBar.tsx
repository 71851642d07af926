import { useTranslation } from '../../i18n/useTranslation.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../components/BottomNavItem.tsx';
import { navIcons } from '../../components/navIcons.ts';
import { OutboxBadge } from '../../outbox/OutboxBadge.tsx';
import { paths } from '../../paths/paths.ts';

/** The bottom bar's destinations: they are where one starts, so they have no back button. */
const topLevel: readonly string[] = [
  paths.root.to(),
  paths.myBatches.to(),
  paths.batchRequests.to(),
  paths.accountSetting.notifications.to(),
];

/**
 * The top bar: back (except on the bottom bar's destinations), the screen's name and what waits to be sent. Back is
 * the screen's only back control: it returns to the previous screen, or, on a screen opened directly, to the screen
 * one level up that the screen declared (`useBackTo`), else home.
 */
export function TopBar({ title, up }: { title: string; up?: string | null }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The router's own history index: 0 when this screen was opened directly (a deep link), so back goes home instead.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <header className="navbar bg-primary sticky-top" data-bs-theme="dark">
      <div className="container justify-content-start flex-nowrap gap-1" style={{ minHeight: 48 }}>
        {topLevel.includes(pathname) ? null : (
          <button
            type="button"
            className="btn btn-link text-white p-0 d-inline-flex align-items-center justify-content-center"
            style={{ width: 48, height: 48 }}
            aria-label={t('back')}
            onClick={() => void (canGoBack ? navigate(-1) : navigate(up ?? paths.root.to()))}
          >
            <Icon d={navIcons.back} />
          </button>
        )}
        <span className="navbar-brand text-truncate mb-0">{title}</span>
        <span className="ms-auto">
          <OutboxBadge />
        </span>
      </div>
    </header>
  );
}
