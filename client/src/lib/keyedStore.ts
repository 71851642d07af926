import { openDB, type IDBPDatabase } from 'idb';

/** Records kept on the phone by their `id`: the outbox's entries, the marks' drafts. */
export interface KeyedStore<T extends { id: string }> {
  get(id: string): Promise<T | undefined>;
  /** Every record, or those whose id starts with `prefix`, in id order. */
  all(prefix?: string): Promise<T[]>;
  /** Resolves once the record is committed, so a caller that goes on knows it survives a reload. */
  put(record: T): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Where the records live: a database and its one object store (names kept from the first release: phones hold data there). */
export interface StoreName {
  database: string;
  store: string;
}

/** One IndexedDB database with one object store keyed by `id` (opened on first use). */
function indexedStore<T extends { id: string }>({ database, store: STORE }: StoreName): KeyedStore<T> {
  let opened: Promise<IDBPDatabase> | undefined;
  const db = () =>
    (opened ??= openDB(database, 1, {
      upgrade: (created) => {
        if (!created.objectStoreNames.contains(STORE)) created.createObjectStore(STORE, { keyPath: 'id' });
      },
      // Another tab upgrading the schema must not be blocked by this one.
      blocking: () => {
        void opened?.then((open) => open.close());
        opened = undefined;
      },
    }));
  const write = async (
    work: (store: { put(record: T): Promise<unknown>; delete(id: string): Promise<void> }) => Promise<unknown>,
  ) => {
    const transaction = (await db()).transaction(STORE, 'readwrite');
    await Promise.all([work(transaction.store as never), transaction.done]);
  };
  return {
    get: async (id) => (await db()).get(STORE, id) as Promise<T | undefined>,
    all: async (prefix) =>
      (await db()).getAll(
        STORE,
        prefix === undefined ? undefined : IDBKeyRange.bound(prefix, `${prefix}\uffff`),
      ) as Promise<T[]>,
    put: (record) => write((store) => store.put(record)),
    remove: (id) => write((store) => store.delete(id)),
  };
}

/** Without IndexedDB (jsdom, locked-down browsers): records last as long as the page. */
function memoryStore<T extends { id: string }>(): KeyedStore<T> {
  const records = new Map<string, T>();
  const sorted = () => [...records.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    get: async (id) => records.get(id),
    all: async (prefix) => sorted().filter((record) => prefix === undefined || record.id.startsWith(prefix)),
    put: async (record) => {
      records.set(record.id, record);
    },
    remove: async (id) => {
      records.delete(id);
    },
  };
}

/** The named store: in IndexedDB when the browser has it, else in memory. */
export function keyedStore<T extends { id: string }>(
  name: StoreName,
  inMemory = typeof indexedDB === 'undefined',
): KeyedStore<T> {
  return inMemory ? memoryStore<T>() : indexedStore<T>(name);
}
