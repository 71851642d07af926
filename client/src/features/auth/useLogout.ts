import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks.ts';
import { useLogoutMutation } from './api.ts';
import { loggedOut } from '../../session/authSlice.ts';

/**
 * Logs out on the server, then locally whatever the answer: a session the server already ended (401 / 410) is
 * handled by the error listener, and the local session must end either way.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    const result = await logout();
    if ('data' in result) dispatch(loggedOut());
    else if (result.error && typeof result.error === 'object' && 'status' in result.error) {
      const status = result.error.status;
      if (status !== 401 && status !== 410) dispatch(loggedOut());
    }
  }, [dispatch, logout]);
}
