import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { AlertBanner } from './AlertBanner.tsx';
import { BottomNav } from './BottomNav.tsx';
import { TopBar } from './TopBar.tsx';
import { useRunOutbox } from '../../outbox/useOutbox.ts';
import { useAfterSent } from './useAfterSent.ts';
import { NetworkStatus } from '../../pwa/NetworkStatus.tsx';
import { useDropPrerendered } from '../../lib/prerendered.ts';
import { paths } from '../../paths/paths.ts';
import { useHeadingFocus } from './useHeadingFocus.ts';
import { useDocumentTitle, useScreenName } from './useScreenChange.ts';
import { useScrollMemory } from './useScrollMemory.ts';
import { ScreenFrameContext } from '../../lib/screenFrame.ts';

/** Room for the bottom bar (56 px items + border) and the phone's bottom safe area. */
const BOTTOM_ROOM = 'calc(4.5rem + env(safe-area-inset-bottom))';

/** Content scrolled or focused into view (keyboard, find in page) stops above the bottom bar, never under it. */
function useScrollPaddingForBottomNav() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingBottom = BOTTOM_ROOM;
    return () => {
      root.scrollPaddingBottom = '';
    };
  }, []);
}

/**
 * Common frame of the logged-in screens: top bar (back, screen name), content, bottom bar. A new screen opens at its
 * top; back restores the list's position.
 */
export default function AppLayout() {
  const navigation = useNavigation();
  useAfterSent();
  useRunOutbox();
  const name = useScreenName();
  useDocumentTitle(name);
  useHeadingFocus();
  const home = useLocation().pathname === paths.root.to();
  // Home's snapshot stays until home has its lists (lib/snapshot.ts); any other screen drops it at once.
  useDropPrerendered({ keepSnapshot: home, screenSaysShown: home });
  useScrollMemory();
  useScrollPaddingForBottomNav();
  // A screen's own title (screenTitle.ts) replaces the route's name in the bar; the document keeps the route's name.
  const [ownTitle, setTitle] = useState<string | null>(null);
  const [up, setUp] = useState<string | null>(null);
  const frame = useMemo(() => ({ setTitle, setUp }), []);
  return (
    <div className="app-shell">
      <TopBar title={ownTitle ?? name} up={up} />
      <NetworkStatus />
      <AlertBanner />
      <main className="container app-main pt-3" style={{ paddingBottom: BOTTOM_ROOM }}>
        {navigation.state === 'loading' ? <Loader /> : null}
        <ScreenFrameContext value={frame}>
          <Outlet />
        </ScreenFrameContext>
      </main>
      <BottomNav />
    </div>
  );
}
