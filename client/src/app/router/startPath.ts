import { matchPath } from 'react-router-dom';
import { signedInTable, signedOutTable, type RouteEntry } from './routeTable.ts';
import { paths } from '../../paths/paths.ts';

const matches = (table: readonly RouteEntry[], pathname: string) =>
  table.some(({ path }) => matchPath({ path, end: true }, pathname) !== null);

/**
 * Where a freshly created router should start when the route set changes: after login a logged-out-only page
 * (e.g. /login) gives way to home; after logout a logged-in-only page, or any page when the session was ended by the
 * server, gives way to /login. Other paths stay, so deep links and the not-found screen keep working.
 */
export function startPath(pathname: string, signedIn: boolean, sessionEnded: boolean): string {
  if (signedIn) {
    return matches(signedOutTable, pathname) && !matches(signedInTable, pathname) ? paths.root.to() : pathname;
  }
  if (sessionEnded) return paths.login.to();
  return matches(signedInTable, pathname) && !matches(signedOutTable, pathname) ? paths.login.to() : pathname;
}
