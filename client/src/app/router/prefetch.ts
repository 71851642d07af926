import type { AppStore } from '../store.ts';
import { isScreenHandle } from '../layout/useScreenChange.ts';
import { routerReady, type Router } from './routerReady.ts';
import { signedInScreens, type ScreenModule } from './screens.ts';

/**
 * At a signed-in cold start: once the router has loaded the first screen's code (before it draws it), that screen's
 * own requests go out (its module's `prefetch`), so its first render reads them under way. Resolves when they are
 * (or at once after the router is ready, for a screen without any); a failure only means fewer requests ahead.
 */
export async function prefetchFirstScreen(
  router: Router,
  store: AppStore,
  screens: Record<string, () => Promise<ScreenModule>> = signedInScreens,
): Promise<void> {
  await routerReady(router);
  const screen = router.state.matches
    .map((match) => match.route.handle)
    .filter(isScreenHandle)
    .at(-1)?.screen;
  const load = screen ? screens[screen] : undefined;
  try {
    // The router has loaded this module already: the import answers at once.
    await (await load?.())?.prefetch?.(store);
  } catch {
    // The screen's hooks send what did not go out.
  }
}
