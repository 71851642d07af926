import type { Lock } from '../../lib/locks.ts';
import type { WorkerSession } from '../../lib/workerSession.ts';
import type { EntryStore } from '../entryStore.ts';
import { Outbox } from '../outbox.ts';
import type { Transport } from '../sendEntry.ts';
import type { SentLog } from '../sentLog.ts';
import { sentWhileClosedText } from './texts.ts';

/** What the worker's send is made of (the real ones in `main.ts`; tests give their own). */
export interface WorkerSend {
  session: () => Promise<WorkerSession | undefined>;
  /** The server refused the token (401/410): the worker forgets it, and the entries wait for the next login. */
  forgetSession: () => Promise<void>;
  store: EntryStore;
  log: SentLog;
  lock: Lock;
  /** The sender with the session's token (the API host read from config.json). */
  transport: (token: string) => Promise<Transport>;
  /** A system notification, where the assessor allowed them. */
  notify: (text: string) => Promise<void>;
  /** Tells open pages that the store changed (they read it again). */
  announce: () => void;
  now?: () => number;
}

/** `done`: nothing left that another sync could send now; `again`: entries wait for the network or the server. */
export type SendOutcome = 'done' | 'again';

/**
 * The service worker's send: the signed-in assessor's entries only, with their token, by the page's own `Outbox` (the
 * same order per batch, keys, lost-answer check, retry rules), in one pass under the per-entry locks. Each entry the
 * server took is logged for the page's follow-ups; at the end a notification says how many were sent.
 */
export async function sendWhileClosed(deps: WorkerSend): Promise<SendOutcome> {
  const session = await deps.session();
  if (!session) return 'done';
  const now = deps.now ?? Date.now;
  let sent = 0;
  let lastAt = 0;
  const outbox = new Outbox({
    store: deps.store,
    transport: await deps.transport(session.token),
    lock: deps.lock,
    now,
    // Logged before the entry leaves the store: a worker stopped in between sends it again, never unlogged.
    onTaken: (entry) => deps.log.add(entry, now()),
    onSent: () => {
      sent += 1;
      lastAt = now();
      deps.announce();
    },
  });
  outbox.setOwner(session.owner);
  const { waiting, signedOut } = await outbox.drain();
  // A page opened meanwhile shows the refusals too.
  deps.announce();
  if (sent > 0) await deps.notify(sentWhileClosedText(session.language, sent, lastAt));
  if (signedOut) {
    await deps.forgetSession();
    return 'done';
  }
  return waiting > 0 ? 'again' : 'done';
}
