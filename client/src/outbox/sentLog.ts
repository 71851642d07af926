import { keyedStore } from '../lib/keyedStore.ts';
import type { Lock } from '../lib/locks.ts';
import type { OutboxEntry } from './types.ts';

/**
 * An entry the service worker sent while no page was open, kept for the page's follow-ups (a marks draft settled,
 * attendance remembered, caches refreshed): the entry as sent, without its files, and when.
 */
export type SentRecord = Omit<OutboxEntry, 'files'> & { sentAt: number };

export interface SentLog {
  add(entry: OutboxEntry, sentAt: number): Promise<void>;
  /**
   * Hands each record of `owner` to `apply` once and forgets it (under a lock: two pages never both follow one up).
   * Answers how many and when the last one was sent, if any.
   */
  takeFor(owner: string, apply: (entry: SentRecord) => void): Promise<{ count: number; lastAt: number } | undefined>;
}

/** The log in IndexedDB (database `assessor-outbox-sent`), read by the pages and written by the worker. */
export function sentLog(lock: Lock, database = 'assessor-outbox-sent'): SentLog {
  const records = keyedStore<SentRecord>({ database, store: 'sent' });
  return {
    add: async (entry, sentAt) => {
      const { files: _files, ...kept } = entry;
      await records.put({ ...kept, sentAt });
    },
    takeFor: (owner, apply) =>
      lock('outbox-sent-log', new AbortController().signal, async () => {
        const mine = (await records.all()).filter((record) => record.owner === owner).sort((a, b) => a.seq - b.seq);
        if (mine.length === 0) return undefined;
        for (const record of mine) {
          await records.remove(record.id);
          apply(record);
        }
        return { count: mine.length, lastAt: Math.max(...mine.map((record) => record.sentAt)) };
      }),
  };
}
