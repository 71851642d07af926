import { initialAuthState, type AuthState } from './authSlice.ts';
import { readStoredToken, readStoredUserData } from '../lib/storedSession.ts';

/** The session stored by an earlier visit (keys `token`, `userData`), as the store's preloaded state. */
export function storedSessionState(): { auth?: AuthState } {
  const token = readStoredToken();
  return token ? { auth: { ...initialAuthState, token, userInfo: readStoredUserData() } } : {};
}
