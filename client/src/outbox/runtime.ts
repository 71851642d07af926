import { baseApi } from '../api/baseApi.ts';
import { workerState } from '../pwa/serviceWorker.ts';
import type { loggedOut } from '../session/authSlice.ts';
import { endSessionFor, type SessionStore } from '../session/endSession.ts';
import { entryStore } from './entryStore.ts';
import { Outbox } from './outbox.ts';
import { baseQueryTransport } from './transport.ts';
import type { OutboxEntry } from './types.ts';

interface StoreLike extends SessionStore {
  dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags> | ReturnType<typeof loggedOut>) => unknown;
}

export const SYNC_TAG = 'outbox';
export const SYNC_MESSAGE = 'outbox-sync';

let outbox: Outbox | undefined;

/** What happens after an entry succeeded, whichever screen is open (registered by the app layer). */
const sentHandlers = new Set<(entry: OutboxEntry) => void>();

/** Runs `handler` after every entry the server took (e.g. a marks draft cleared, attendance remembered). */
export function whenSent(handler: (entry: OutboxEntry) => void): () => void {
  sentHandlers.add(handler);
  return () => sentHandlers.delete(handler);
}

/**
 * The app's one outbox, made on first use with the store it reports to (cache refreshes, the session's end). It is
 * woken at start, by the `online` event, when an answer comes over the network after requests could not go out, and by
 * a background sync where the browser has one (the service worker posts `{ type: 'outbox-sync' }`).
 */
export function appOutbox(store: StoreLike): Outbox {
  if (outbox) return outbox;
  const made = new Outbox({
    store: entryStore(),
    transport: baseQueryTransport(store.getState),
    onSent: (entry) => {
      for (const handler of sentHandlers) handler(entry);
      if (entry.invalidates?.length) store.dispatch(baseApi.util.invalidateTags(entry.invalidates));
    },
    // Every entry's call needs a token: a 401 or 410 ends the session as on any screen (spec §8).
    onSessionRefused: (error) => endSessionFor(error.status, true, store),
  });
  outbox = made;
  window.addEventListener('online', () => made.wake());
  // The server answers again while the browser never said offline (it was down, or the network had no internet).
  let unreachable = workerState.get().unreachable;
  workerState.subscribe(() => {
    const now = workerState.get().unreachable;
    if (unreachable && !now) made.wake();
    unreachable = now;
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SYNC_MESSAGE) made.wake();
  });
  made.subscribe(() => {
    if (made.snapshot().some((entry) => entry.state === 'waiting')) void askForBackgroundSync();
  });
  return made;
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let asked = false;
/** Where the browser has Background Sync and a service worker runs, it wakes the app once the network is back. */
async function askForBackgroundSync(): Promise<void> {
  if (asked || !navigator.serviceWorker?.controller) return;
  asked = true;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // Not allowed (e.g. the permission is off): the online event and app start still wake the outbox.
  } finally {
    asked = false;
  }
}

/** Tests: forget the app's outbox (a new one reads the same IndexedDB, as after a reload). */
export function resetAppOutbox(): void {
  outbox = undefined;
}
