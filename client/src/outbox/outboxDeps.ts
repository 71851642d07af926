import type { ApiError } from '../api/types.ts';
import type { Lock } from '../lib/locks.ts';
import type { EntryStore } from './entryStore.ts';
import type { Transport } from './sendEntry.ts';
import type { OutboxEntry } from './types.ts';

/** What an outbox is made with: the same rules in the page and the service worker, over their own store and sender. */
export interface OutboxDeps {
  store: EntryStore;
  transport: Transport;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  /**
   * After an entry's last call succeeded, before it leaves the store: what the server took is recorded (attendance
   * remembered, a draft settled, the worker's log). Awaited, so a page closed in between sends the entry again under
   * its key (the lost-answer check finds it taken) rather than forgetting what it did.
   */
  onTaken?: (entry: OutboxEntry) => Promise<void>;
  /** After the entry left the store (e.g. refresh the cache, tell other pages). */
  onSent?: (entry: OutboxEntry) => void;
  /**
   * The server refused the session (401, 410) to an entry: the app ends it as for a screen's call, so the assessor
   * sees why and logs in again. The entry is kept for its owner's next session.
   */
  onSessionRefused?: (error: ApiError) => void;
  /**
   * Held while an entry is sent (one lock per entry, shared by the pages and the service worker): after taking it the
   * entry is read again from the store, since the other sender may have sent it meanwhile. None: no other sender.
   */
  lock?: Lock;
}
