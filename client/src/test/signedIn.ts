import { initialAuthState } from '../session/authSlice.ts';
import type { RootState } from '../app/store.ts';

/** Preloaded state of a logged-in demo assessor. */
export function signedInState(name = 'Asha Verma'): Partial<RootState> {
  return {
    auth: {
      ...initialAuthState,
      token: 'test-token',
      userInfo: { _id: 'a1', user_details: { _id: 'a1', fullName: name } },
    },
  };
}
