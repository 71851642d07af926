import { parseConfig } from '../../config/runtimeConfig.ts';
import { webLock } from '../../lib/locks.ts';
import { forgetSessionForWorker, sessionForWorker } from '../../lib/workerSession.ts';
import { entryStore } from '../entryStore.ts';
import { fetchTransport } from '../fetchTransport.ts';
import { sentLog } from '../sentLog.ts';
import { CHANGE_CHANNEL, CHANGED_MESSAGE, SYNC_MESSAGE, SYNC_TAG } from '../syncNames.ts';
import { sendWhileClosed } from './sendWhileClosed.ts';

/**
 * The service worker's part of the outbox, built into `sw-outbox.js` (scripts/workerScript.ts) and imported by the
 * Workbox worker. On the Background Sync `outbox` (the page registers it while entries wait): with a page of the app
 * open, that page is woken and sends; with none, the worker sends itself. A sync whose entries still wait for the
 * network or the server fails, so the browser fires it again later.
 */

interface SyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  registration: {
    scope: string;
    showNotification(title: string, options: { body: string; tag: string }): Promise<void>;
  };
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  location: { origin: string };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** config.json's API host, read as the page reads it (a broken or missing file: the same origin). */
async function apiHost(): Promise<string> {
  try {
    const answer = await fetch(new URL('config.json', worker.registration.scope), { cache: 'no-store' });
    return parseConfig(await answer.json()).apiHost;
  } catch {
    return '';
  }
}

async function notify(text: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  await worker.registration.showNotification('Assessor Portal', { body: text, tag: 'outbox-sent' });
}

async function onSync(): Promise<void> {
  const pages = await worker.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: SYNC_MESSAGE });
    return;
  }
  const lock = webLock();
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANGE_CHANNEL);
  try {
    const outcome = await sendWhileClosed({
      session: sessionForWorker,
      forgetSession: forgetSessionForWorker,
      store: entryStore(),
      log: sentLog(lock),
      lock,
      transport: async (token) => fetchTransport(await apiHost(), token, worker.location.origin),
      notify,
      announce: () => channel?.postMessage({ type: CHANGED_MESSAGE }),
    });
    // A rejected sync is fired again by the browser (with its own backoff).
    if (outcome === 'again') throw new Error('Outbox entries wait for the network or the server');
  } finally {
    channel?.close();
  }
}

worker.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(onSync());
});
