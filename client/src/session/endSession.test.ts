import { describe, expect, it } from 'vitest';
import type { ErrorStatus } from '../api/types.ts';
import type { RootState } from '../store/types.ts';
import { endSessionFor } from './endSession.ts';

/** A store holding only the session, recording what is dispatched. */
function sessionStore(token: string | null) {
  const dispatched: unknown[] = [];
  const state = { auth: { token } } as unknown as RootState;
  return { dispatched, store: { dispatch: (action: unknown) => dispatched.push(action), getState: () => state } };
}

describe('endSessionFor', () => {
  it.each([
    [401, 'sessionExpired'],
    [410, 'authFailed'],
  ] as const)('%i on a call that needs a token ends the session with its reason', (status, reason) => {
    const { dispatched, store } = sessionStore('token');
    expect(endSessionFor(status, true, store)).toBe(true);
    expect(dispatched).toEqual([{ type: 'auth/loggedOut', payload: { reason } }]);
  });

  it('leaves a 401 to a call without a token (the login) and every other failure to its caller', () => {
    const { dispatched, store } = sessionStore('token');
    for (const status of [500, 404, 403, 'NETWORK', 'SIGNED_OUT'] as ErrorStatus[])
      expect(endSessionFor(status, true, store)).toBe(false);
    expect(endSessionFor(401, false, store)).toBe(false);
    expect(dispatched).toEqual([]);
  });

  it('keeps the first reason: a session already ended is not ended again', () => {
    const { dispatched, store } = sessionStore(null);
    expect(endSessionFor(410, true, store)).toBe(true);
    expect(dispatched).toEqual([]);
  });
});
