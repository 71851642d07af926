import { indiaClockAt } from '@assessor/contract';
import { baseApi } from '../api/baseApi.ts';
import { i18n, loadNamespaces } from '../i18n/index.ts';
import { webLock } from '../lib/locks.ts';
import { notify } from '../lib/toastStore.ts';
import { workerState } from '../pwa/serviceWorker.ts';
import type { loggedOut } from '../session/authSlice.ts';
import { endSessionFor, type SessionStore } from '../session/endSession.ts';
import { entryStore } from './entryStore.ts';
import { askToNotifyOnce } from './notificationPermission.ts';
import { Outbox } from './outbox.ts';
import { sentLog } from './sentLog.ts';
import { CHANGE_CHANNEL, CHANGED_MESSAGE, SYNC_MESSAGE, SYNC_TAG } from './syncNames.ts';
import { baseQueryTransport } from './transport.ts';
import type { OutboxEntry } from './types.ts';

export { SYNC_MESSAGE, SYNC_TAG } from './syncNames.ts';

interface StoreLike extends SessionStore {
  dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags> | ReturnType<typeof loggedOut>) => unknown;
}

let outbox: Outbox | undefined;
let catchUp: ((owner: string) => Promise<void>) | undefined;
let owner: string | null = null;

/** What happens after an entry succeeded, whichever screen is open (registered by the app layer). */
const sentHandlers = new Set<SentHandler>();
type SentHandler = (entry: OutboxEntry) => Promise<void>;

/**
 * Runs `handler` after every entry the server took (e.g. a marks draft cleared, attendance remembered), before the
 * entry leaves the store.
 */
export function whenSent(handler: SentHandler): () => void {
  sentHandlers.add(handler);
  return () => sentHandlers.delete(handler);
}

/**
 * The app's one outbox, made on first use with the store it reports to (cache refreshes, the session's end). It is
 * woken at start, by the `online` event, when an answer comes over the network after requests could not go out, and by
 * a background sync where the browser has one (the service worker posts `{ type: 'outbox-sync' }`). The service
 * worker sends itself while no page is open (`worker/`): entries are locked one at a time, so the two never send one
 * twice, and what the worker sent is followed up here (`catchUpFor`).
 */
export function appOutbox(store: StoreLike): Outbox {
  if (outbox) return outbox;
  const lock = webLock();
  const record = async (entry: OutboxEntry) => {
    await Promise.all([...sentHandlers].map((handler) => handler(entry)));
  };
  const refresh = (entry: OutboxEntry) => {
    if (entry.invalidates?.length) store.dispatch(baseApi.util.invalidateTags(entry.invalidates));
  };
  const followUp = async (entry: OutboxEntry) => {
    await record(entry);
    refresh(entry);
  };
  // Other pages of the app (and this one, from the worker) hear of every entry that left the store.
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANGE_CHANNEL);
  const made = new Outbox({
    store: entryStore(),
    transport: baseQueryTransport(store.getState),
    lock,
    onTaken: record,
    onSent: (entry) => {
      refresh(entry);
      channel?.postMessage({ type: CHANGED_MESSAGE });
    },
    // Every entry's call needs a token: a 401 or 410 ends the session as on any screen (spec §8).
    onSessionRefused: (error) => endSessionFor(error.status, true, store),
  });
  outbox = made;
  catchUp = catchUpWith(sentLog(lock), followUp);
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
  // Another sender took entries while this page was open: they leave the list; the worker's are followed up here.
  channel?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== CHANGED_MESSAGE) return;
    void made.refresh();
    if (owner) void catchUp?.(owner);
  });
  const startedAt = Date.now();
  made.subscribe(() => {
    const entries = made.snapshot();
    if (entries.some((entry) => entry.state === 'waiting')) void askForBackgroundSync();
    // A capture of this visit kept for want of network: the moment to ask whether the worker may say it sent it.
    if (entries.some((entry) => entry.createdAt >= startedAt && entry.error?.status === 'NETWORK')) askToNotifyOnce();
  });
  return made;
}

/** Follows up what the service worker sent while the app was closed, and says so once ("… 3 captures, 06:42 PM"). */
function catchUpWith(log: ReturnType<typeof sentLog>, followUp: (entry: OutboxEntry) => Promise<void>) {
  return async (of: string) => {
    const taken = await log.takeFor(of, followUp);
    if (!taken) return;
    await loadNamespaces(['outbox']);
    notify.success(i18n.t('outbox:sentWhileClosed', { count: taken.count, time: indiaClockAt(taken.lastAt) }));
  };
}

/** The signed-in assessor's session runs (the signed-in layout): what the worker sent meanwhile is followed up. */
export function catchUpFor(assessor: string | null): void {
  owner = assessor;
  if (assessor) void catchUp?.(assessor);
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
  catchUp = undefined;
  owner = null;
}
