import { isRejectedWithValue } from '@reduxjs/toolkit';
import { i18n } from '../i18n/index.ts';
import { notify } from '../components/toasts/toastStore.ts';
import { loggedOut } from './authSlice.ts';
import { callOfEndpoint } from '../api/deriveEndpoints.ts';
import { isApiError } from '../api/types.ts';
import { ruleFor } from './messages.ts';
import type { AppStartListening } from './listenerTypes.ts';

function endpointNameOf(action: { meta?: unknown }): string | undefined {
  const name = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  return typeof name === 'string' ? name : undefined;
}

/** The one place where API failures become messages and where 401 / 410 end the session (spec §8). */
export function listenForApiErrors(startListening: AppStartListening): void {
  startListening({
    matcher: isRejectedWithValue,
    effect: (action, { dispatch, getState }) => {
      if (!isApiError(action.payload)) return;
      const name = endpointNameOf(action);
      const call = name ? callOfEndpoint(name) : undefined;
      const rule = ruleFor(action.payload.status, call?.auth ?? true);
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
