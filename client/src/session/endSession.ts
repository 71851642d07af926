import type { ErrorStatus } from '../api/types.ts';
import type { RootState } from '../store/types.ts';
import { loggedOut } from './authSlice.ts';
import { ruleFor } from './messages.ts';

/** The part of the store that ending a session needs. */
export interface SessionStore {
  dispatch: (action: ReturnType<typeof loggedOut>) => unknown;
  getState: () => RootState;
}

/**
 * Ends the session when a failed call's status says so (spec §8: 401 on a call that needs a token, 410): storage is
 * cleared and the login screen shows the reason. The same for a screen's call (errorListener.ts) and an outbox entry's
 * (outbox/runtime.ts). Answers whether the status is one that ends it. A call still in flight when the session ended
 * (a notification poll, another entry) must not overwrite the first reason.
 */
export function endSessionFor(status: ErrorStatus, callNeedsAuth: boolean, store: SessionStore): boolean {
  const reason = ruleFor(status, callNeedsAuth)?.signOut;
  if (!reason) return false;
  if (store.getState().auth.token !== null) store.dispatch(loggedOut({ reason }));
  return true;
}
