import type { RouteObject } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import type { ScreenHandle } from '../layout/useScreenChange.ts';
import { signedInTable, signedOutTable, type RouteEntry } from './routeTable.ts';
import { signedInScreens, signedOutScreens } from './screens.ts';

function leaf({ path, screen }: RouteEntry, screens: typeof signedInScreens): RouteObject {
  const load = screens[screen];
  const handle: ScreenHandle = { screen };
  if (load) return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
  return {
    path,
    handle,
    lazy: async () => {
      const { default: NotBuiltScreen } = await import('./NotBuiltScreen.tsx');
      return { Component: () => <NotBuiltScreen screen={screen} /> };
    },
  };
}

const notFound: RouteObject = { path: '*', Component: NotFound };

/** Route set 1 of spec §2: no stored token. */
export const signedOutRoutes: RouteObject[] = [
  {
    id: 'signed-out',
    ErrorBoundary: RouteError,
    HydrateFallback: Loader,
    Component: PublicLayout,
    children: [...signedOutTable.map((entry) => leaf(entry, signedOutScreens)), notFound],
  },
];

/** Route set 2 of spec §2: a stored token; every screen sits inside the common layout. */
export const signedInRoutes: RouteObject[] = [
  {
    id: 'signed-in',
    ErrorBoundary: RouteError,
    HydrateFallback: Loader,
    children: [
      {
        id: 'layout',
        ErrorBoundary: RouteError,
        lazy: async () => ({ Component: (await import('../layout/AppLayout.tsx')).default }),
        children: [...signedInTable.map((entry) => leaf(entry, signedInScreens)), notFound],
      },
    ],
  },
];
