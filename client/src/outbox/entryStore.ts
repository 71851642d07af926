import { inTransaction, openDatabase, promised } from './idb.ts';
import type { OutboxEntry } from './types.ts';

/** Where entries live between attempts, reloads and restarts. */
export interface EntryStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

const STORE = 'entries';

/** The IndexedDB store of the outbox (database `assessor-outbox`). */
export function idbEntryStore(name = 'assessor-outbox'): EntryStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => (opened ??= openDatabase(name, 1, (database) => {
    if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'id' });
  }));
  return {
    async all() {
      const database = await db();
      const entries = await promised(database.transaction(STORE, 'readonly').objectStore(STORE).getAll() as IDBRequest<OutboxEntry[]>);
      return entries.sort((a, b) => a.seq - b.seq);
    },
    async put(entry) {
      await inTransaction(await db(), STORE, 'readwrite', (store) => store.put(entry));
    },
    async remove(id) {
      await inTransaction(await db(), STORE, 'readwrite', (store) => store.delete(id));
    },
  };
}

/** Without IndexedDB (very old or locked-down browsers; jsdom): entries live as long as the page. */
export function memoryEntryStore(): EntryStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    all: async () => [...entries.values()].sort((a, b) => a.seq - b.seq),
    put: async (entry) => { entries.set(entry.id, entry); },
    remove: async (id) => { entries.delete(id); },
  };
}
