import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { selectIsSignedIn, selectSignedOutReason } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { signedInRoutes, signedOutRoutes } from './routes.tsx';
import { startPath } from './startPath.ts';

type Router = ReturnType<typeof createBrowserRouter>;

function createRouterFor(signedIn: boolean, sessionEnded: boolean): Router {
  const { pathname } = window.location;
  const start = startPath(pathname, signedIn, sessionEnded);
  if (start !== pathname) window.history.replaceState(null, '', start);
  return createBrowserRouter(signedIn ? signedInRoutes : signedOutRoutes);
}

/** One browser router per route set; which set applies = whether a token is stored (spec §2). */
export function AppRouter() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const sessionEnded = useAppSelector(selectSignedOutReason) !== null;
  // The set changes only with `signedIn`; the reason is read at that moment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const router = useMemo(() => createRouterFor(signedIn, sessionEnded), [signedIn]);
  const previous = useRef<Router | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  return <RouterProvider router={router} />;
}
