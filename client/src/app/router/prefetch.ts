import type { AppStore } from '../store.ts';
import { isScreenHandle } from '../layout/useScreenChange.ts';
import { routerReady, type Router } from './routerReady.ts';
import { signedInScreens, type ScreenModule } from './screens.ts';

/**
 * At a signed-in cold start: once the router has loaded the first screen's code (before it draws it), that screen's
 * own requests go out (its module's `prefetch`), so its first render reads them under way.
 */
export function prefetchFirstScreen(router: Router, store: AppStore, screens: Record<string, () => Promise<ScreenModule>> = signedInScreens): void {
  const run = () => {
    const screen = router.state.matches.map((match) => match.route.handle).filter(isScreenHandle).at(-1)?.screen;
    const load = screen ? screens[screen] : undefined;
    // The router has loaded this module already: the import answers at once.
    void load?.().then((module) => module.prefetch?.(store)).catch(() => undefined);
  };
  void routerReady(router).then(run);
}
