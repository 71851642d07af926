import { keyedStore } from '../lib/keyedStore.ts';
import type { OutboxEntry } from './types.ts';

/** Where entries live between attempts, reloads and restarts. */
export interface EntryStore {
  /** Every entry, in the order they were added. */
  all(): Promise<OutboxEntry[]>;
  /** One entry as stored now (another sender may have removed it). */
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The outbox's store: IndexedDB database `assessor-outbox` (in memory without IndexedDB). */
export function entryStore(database = 'assessor-outbox'): EntryStore {
  const records = keyedStore<OutboxEntry>({ database, store: 'entries' });
  return {
    all: async () => (await records.all()).sort((a, b) => a.seq - b.seq),
    get: records.get,
    put: records.put,
    remove: records.remove,
  };
}
