import type { AppStartListening } from './listenerTypes.ts';
import { clearStoredSession, storeSession } from '../lib/storedSession.ts';
import { loadedApi } from '../api/loadedApi.ts';
import { loggedIn, loggedOut } from './authSlice.ts';

/** Keeps browser storage (keys `token`, `userData`) in step with the session, and drops cached server data on logout. */
export function listenForSessionChanges(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => storeSession(payload.token, payload.userData),
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, { dispatch }) => {
      clearStoredSession();
      // Cached server data goes (no API loaded yet: nothing cached).
      const api = loadedApi();
      if (api) dispatch(api.util.resetApiState());
    },
  });
}
