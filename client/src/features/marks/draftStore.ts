import { keyedStore } from '../../lib/keyedStore.ts';
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

export const draftId = (owner: string, batchId: string, candidateId: string, section: Section) =>
  `${owner}|${batchId}|${candidateId}|${section}`;

export interface DraftStore {
  get(id: string): Promise<MarksDraft | undefined>;
  forBatch(owner: string, batchId: string): Promise<MarksDraft[]>;
  put(draft: MarksDraft): Promise<void>;
  remove(id: string): Promise<void>;
}

/** IndexedDB database `assessor-marks` (in memory without IndexedDB): survives reloads, closed tabs and restarts. */
function makeDraftStore(): DraftStore {
  const records = keyedStore<MarksDraft>({ database: 'assessor-marks', store: 'drafts' });
  return {
    get: records.get,
    forBatch: (owner, batchId) => records.all(`${owner}|${batchId}|`),
    put: records.put,
    remove: records.remove,
  };
}

let current: DraftStore | undefined;
const listeners = new Set<() => void>();

/** The app's draft store; listeners hear every change (lists flag unsaved candidates). */
export function draftStore(): DraftStore {
  current ??= makeDraftStore();
  return current;
}

export const onDraftsChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const draftsChanged = () => listeners.forEach((listener) => listener());
