import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import {
  BottomNavItem,
  Icon,
  bottomItemClass,
  bottomItemStyle,
  bottomLabelClass,
} from '../../components/BottomNavItem.tsx';
import { navIcons } from '../../components/navIcons.ts';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { useBatchRequestListQuery } from '../../features/requests/api.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { menuToggled, selectIsMenuOpen } from '../activitySlice.ts';
import { MainMenu } from './MainMenu.tsx';
import { paths } from '../../paths/paths.ts';

/**
 * Keeps `--bottom-nav-height` on the page's root at the bar's height (it grows with large text), so that a screen's
 * sticky save bar stands above the bar instead of under it (`.sticky-save-bar`).
 */
function useHeightForStickyBars(nav: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--bottom-nav-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--bottom-nav-height');
    };
  }, [nav]);
}

/** The same query as home's pending tile, so both read one cache entry. */
export const pendingCountQuery = { query: { page: 1, limit: 1, status: 'pending' } } as const;

/**
 * The thumb's bar at the bottom of every logged-in screen: home, batches, requests (pending count), notifications
 * (unread count), and More, which opens the menu above the bar.
 */
export function BottomNav() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const isMenuOpen = useAppSelector(selectIsMenuOpen);
  const pending = useBatchRequestListQuery(pendingCountQuery).data?.totalCounts ?? 0;
  const nav = useRef<HTMLElement>(null);
  useHeightForStickyBars(nav);
  return (
    <div className="fixed-bottom bg-body border-top" style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
      {isMenuOpen ? (
        <div className="container border-bottom px-3">
          <MainMenu onClose={() => dispatch(menuToggled(false))} />
        </div>
      ) : null}
      <nav ref={nav} aria-label={t('bottomNav')} className="bottom-nav">
        <ul className="nav nav-fill flex-nowrap container px-0">
          <li className="nav-item d-flex">
            <BottomNavItem to={paths.root.to()} end label={t('home')} icon={<Icon d={navIcons.home} />} />
          </li>
          <li className="nav-item d-flex">
            <BottomNavItem to={paths.myBatches.to()} label={t('navBatches')} icon={<Icon d={navIcons.batches} />} />
          </li>
          <li className="nav-item d-flex">
            <BottomNavItem
              to={paths.batchRequests.to()}
              label={t('navRequests')}
              icon={<Icon d={navIcons.requests} />}
              badge={pending}
              hint={t('navRequestsHint')}
            />
          </li>
          <li className="nav-item d-flex">
            <NotificationBell />
          </li>
          <li className="nav-item d-flex">
            <button
              type="button"
              className={`btn btn-link text-decoration-none text-body-secondary ${bottomItemClass}`}
              style={bottomItemStyle}
              aria-expanded={isMenuOpen}
              aria-controls="main-menu"
              onClick={() => dispatch(menuToggled(!isMenuOpen))}
            >
              <Icon d={navIcons.more} />
              <span className={bottomLabelClass}>{t('more')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
