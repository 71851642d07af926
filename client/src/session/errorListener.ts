import { isRejectedWithValue } from '@reduxjs/toolkit';
import { isApiError, type ApiMeta } from '../api/types.ts';
import { notify } from '../components/toasts/toastStore.ts';
import { i18n } from '../i18n/index.ts';
import { loggedOut } from './authSlice.ts';
import type { AppStartListening } from './listenerTypes.ts';
import { ruleFor } from './messages.ts';

/** Whether the failed call needed a token: the base query's meta says `auth: false` for calls that do not. */
function callNeedsAuth(action: { meta?: unknown }): boolean {
  return (action.meta as { baseQueryMeta?: ApiMeta } | undefined)?.baseQueryMeta?.auth !== false;
}

/** The one place where API failures become messages and where 401 / 410 end the session (spec §8, README.md). */
export function listenForApiErrors(startListening: AppStartListening): void {
  startListening({
    matcher: isRejectedWithValue,
    effect: (action, { dispatch, getState }) => {
      if (!isApiError(action.payload)) return;
      const rule = ruleFor(action.payload.status, callNeedsAuth(action));
      if (!rule) return;
      if (rule.signOut) {
        // Calls still in flight when the session ended (e.g. a notification poll) must not overwrite its reason.
        if (getState().auth.token !== null) dispatch(loggedOut({ reason: rule.signOut }));
        return;
      }
      notify[rule.level](i18n.t(rule.messageKey, { ns: 'errors' }));
    },
  });
}
