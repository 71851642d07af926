import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { selectIsSignedIn, selectSignedOutReason } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import type { AppStore } from '../store.ts';
import { prefetchFirstScreen } from './prefetch.ts';
import { routerReady, type Router } from './routerReady.ts';
import { signedInRoutes, signedOutRoutes } from './routes.tsx';
import { startPath } from './startPath.ts';

function createRouterFor(signedIn: boolean, sessionEnded: boolean): Router {
  const { pathname } = window.location;
  const start = startPath(pathname, signedIn, sessionEnded);
  if (start !== pathname) window.history.replaceState(null, '', start);
  return createBrowserRouter(signedIn ? signedInRoutes : signedOutRoutes);
}

let prepared: { signedIn: boolean; router: Router } | null = null;

/**
 * Makes the first router before the first render (main.tsx), in a task of its own: making it reads the browser's
 * history and session storage and starts loading the first screen's code, work that would otherwise lengthen the
 * render's first slice. Resolves once the router has that code (and, signed in, the screen's requests are under way):
 * React Router's provider reads its router when it renders and listens only once on screen, so a router that became
 * ready in between, while React drew in slices, would leave the app on its loading screen. The first render takes it.
 */
export function prepareFirstRouter(store: AppStore): Promise<void> {
  const state = store.getState();
  const signedIn = selectIsSignedIn(state);
  const router = createRouterFor(signedIn, selectSignedOutReason(state) !== null);
  prepared = { signedIn, router };
  return signedIn ? prefetchFirstScreen(router, store) : routerReady(router);
}

function routerFor(signedIn: boolean, sessionEnded: boolean): Router {
  const ready = prepared;
  prepared = null;
  if (ready?.signedIn === signedIn) return ready.router;
  ready?.router.dispose();
  return createRouterFor(signedIn, sessionEnded);
}

/** One browser router per route set; which set applies = whether a token is stored (spec §2). */
export function AppRouter() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const sessionEnded = useAppSelector(selectSignedOutReason) !== null;
  // The set changes only with `signedIn`; the reason is read at that moment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const router = useMemo(() => routerFor(signedIn, sessionEnded), [signedIn]);
  const previous = useRef<Router | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  return <RouterProvider router={router} />;
}
