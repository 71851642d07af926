import type { RouteObject } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { loadNamespaces } from '../../i18n/index.ts';
import { frameNamespaces } from '../../i18n/namespaces.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import type { ScreenHandle } from '../layout/useScreenChange.ts';
import { signedInTable, signedOutTable, type RouteEntry } from './routeTable.ts';
import { signedInScreens, signedOutScreens } from './screens.ts';

function leaf({ path, screen }: RouteEntry, screens: typeof signedInScreens): RouteObject {
  const load = screens[screen];
  // Every route of spec §2 has its screen; a table entry without one is a programming error, found at start.
  if (!load) throw new Error(`No screen "${screen}" for the route ${path}`);
  const handle: ScreenHandle = { screen };
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
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
        // The texts of the layout and home beyond the entry's load with the layout, in parallel; each other screen
        // loads the rest beside its code (screens.ts).
        lazy: async () => {
          const [{ default: Component }] = await Promise.all([
            import('../layout/AppLayout.tsx'),
            loadNamespaces(frameNamespaces),
          ]);
          return { Component };
        },
        children: [...signedInTable.map((entry) => leaf(entry, signedInScreens)), notFound],
      },
    ],
  },
];
