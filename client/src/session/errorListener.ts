import { isRejectedWithValue } from '@reduxjs/toolkit';
import { isApiError, type ApiMeta } from '../api/types.ts';
import { notify, toastStore } from '../lib/toastStore.ts';
import { networkFailed, seemsOffline, workerState } from '../pwa/serviceWorker.ts';
import { i18n } from '../i18n/index.ts';
import { endSessionFor } from './endSession.ts';
import type { AppStartListening } from './listenerTypes.ts';
import { ruleFor } from './messages.ts';

/** Whether the failed call needed a token: the base query's meta says `auth: false` for calls that do not. */
function callNeedsAuth(action: { meta?: unknown }): boolean {
  return (action.meta as { baseQueryMeta?: ApiMeta } | undefined)?.baseQueryMeta?.auth !== false;
}

/** Whether the failed call was a read (a query), not an action of the assessor (a mutation). */
function isQuery(action: { meta?: unknown }): boolean {
  return (action.meta as { arg?: { type?: unknown } } | undefined)?.arg?.type === 'query';
}

/** Toasts of a lost connection on screen now: they close when the network is back. */
const networkToasts = new Set<number>();
let watching = false;

/** Once per page: the network back (the browser's event, or an answer over the network) closes the outage's toasts. */
function closeNetworkToastsWhenBack(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const close = () => {
    if (seemsOffline()) return;
    for (const id of networkToasts) toastStore.dismiss(id);
    networkToasts.clear();
  };
  window.addEventListener('online', close);
  workerState.subscribe(close);
}

/** The one place where API failures become messages and where 401 / 410 end the session (spec §8, README.md). */
export function listenForApiErrors(startListening: AppStartListening): void {
  closeNetworkToastsWhenBack();
  startListening({
    matcher: isRejectedWithValue,
    effect: (action, { dispatch, getState }) => {
      if (!isApiError(action.payload)) return;
      if (action.payload.status === 'NETWORK') {
        // Offline, the banner under the top bar is the one message: a screen's reads failing (the notification poll
        // every 2 s) raised a red toast over its title and back link that stayed after the network came back.
        networkFailed();
        if (isQuery(action) && seemsOffline()) return;
      }
      const needsAuth = callNeedsAuth(action);
      if (endSessionFor(action.payload.status, needsAuth, { dispatch, getState })) return;
      const rule = ruleFor(action.payload.status, needsAuth);
      if (!rule) return;
      const id = notify[rule.level](i18n.t(rule.messageKey, { ns: 'errors' }));
      if (id !== undefined && action.payload.status === 'NETWORK') networkToasts.add(id);
    },
  });
}
