import { useEffect, useRef } from 'react';
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

/**
 * A router made for a render not committed yet: the first one (prepareFirstRouter), or the other route set's after a
 * login or logout. It is kept here, not in a memo: React drops the memos of a render that suspends before its first
 * commit (a screen's code or texts still loading) and renders again from scratch, so a memo made a second router, with
 * its own history listener, never disposed. The commit takes it over (AppRouter's effect).
 */
let pending: { signedIn: boolean; router: Router } | null = null;

function pendingRouter(signedIn: boolean, sessionEnded: boolean): Router {
  if (pending?.signedIn !== signedIn) {
    pending?.router.dispose();
    pending = { signedIn, router: createRouterFor(signedIn, sessionEnded) };
  }
  return pending.router;
}

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
  const router = pendingRouter(signedIn, selectSignedOutReason(state) !== null);
  return signedIn ? prefetchFirstScreen(router, store) : routerReady(router);
}

/** One browser router per route set; which set applies = whether a token is stored (spec §2). */
export function AppRouter() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const sessionEnded = useAppSelector(selectSignedOutReason) !== null;
  const shown = useRef<{ signedIn: boolean; router: Router } | null>(null);
  // The set changes only with `signedIn`; the reason is read at that moment.
  const router = shown.current?.signedIn === signedIn ? shown.current.router : pendingRouter(signedIn, sessionEnded);
  useEffect(() => {
    if (shown.current?.router === router) return;
    if (pending?.router === router) pending = null;
    shown.current?.router.dispose();
    shown.current = { signedIn, router };
  }, [router, signedIn]);
  return <RouterProvider router={router} />;
}
