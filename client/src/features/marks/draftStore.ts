import { inTransaction, openDatabase, promised } from '../../outbox/idb.ts';
import type { Section } from './models.ts';

/** Marks typed for one candidate and section and not yet confirmed by the server: field key → digits as typed. */
export interface MarksDraft {
  /** `owner|batchId|candidateId|section`. */
  id: string;
  owner: string;
  batchId: string;
  candidateId: string;
  section: Section;
  values: Record<string, string>;
  updatedAt: number;
}

export const draftId = (owner: string, batchId: string, candidateId: string, section: Section) => `${owner}|${batchId}|${candidateId}|${section}`;

export interface DraftStore {
  get(id: string): Promise<MarksDraft | undefined>;
  forBatch(owner: string, batchId: string): Promise<MarksDraft[]>;
  put(draft: MarksDraft): Promise<void>;
  remove(id: string): Promise<void>;
}

const STORE = 'drafts';

/** IndexedDB database `assessor-marks`: survives reloads, closed tabs and restarts of the phone. */
function idbDraftStore(name = 'assessor-marks'): DraftStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => (opened ??= openDatabase(name, 1, (database) => {
    if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'id' });
  }));
  return {
    async get(id) {
      const database = await db();
      return promised(database.transaction(STORE, 'readonly').objectStore(STORE).get(id) as IDBRequest<MarksDraft | undefined>);
    },
    async forBatch(owner, batchId) {
      const database = await db();
      const prefix = `${owner}|${batchId}|`;
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      return promised(database.transaction(STORE, 'readonly').objectStore(STORE).getAll(range) as IDBRequest<MarksDraft[]>);
    },
    async put(draft) {
      await inTransaction(await db(), STORE, 'readwrite', (store) => store.put(draft));
    },
    async remove(id) {
      await inTransaction(await db(), STORE, 'readwrite', (store) => store.delete(id));
    },
  };
}

/** Without IndexedDB (jsdom, locked-down browsers): drafts last as long as the page. */
export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, MarksDraft>();
  return {
    get: async (id) => drafts.get(id),
    forBatch: async (owner, batchId) => [...drafts.values()].filter((d) => d.owner === owner && d.batchId === batchId),
    put: async (draft) => { drafts.set(draft.id, structuredClone(draft)); },
    remove: async (id) => { drafts.delete(id); },
  };
}

let current: DraftStore | undefined;
const listeners = new Set<() => void>();

/** The app's draft store; listeners hear every change (lists flag unsaved candidates). */
export function draftStore(): DraftStore {
  current ??= typeof indexedDB === 'undefined' ? memoryDraftStore() : idbDraftStore();
  return current;
}

export const onDraftsChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

export const draftsChanged = () => listeners.forEach((listener) => listener());
