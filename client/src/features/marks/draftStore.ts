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

/**
 * A marks save the server took: each value of the stored draft it saved that is still the same is dropped (a value
 * typed since stays), whichever screen is open, so the lists stop saying "not saved yet". A marking screen open on
 * the draft keeps showing its values until the server's answer holds them (useMarksDraft's `confirm`): the answer it
 * has may still be one the worker saved before the save.
 */
export async function settleDraft(id: string, values: Readonly<Record<string, string>>): Promise<void> {
  const stored = await draftStore().get(id);
  if (stored) {
    const left = Object.fromEntries(Object.entries(stored.values).filter(([key, value]) => values[key] !== value));
    if (Object.keys(left).length === 0) await draftStore().remove(id);
    else if (Object.keys(left).length < Object.keys(stored.values).length)
      await draftStore().put({ ...stored, values: left, updatedAt: Date.now() });
  }
  draftsChanged();
}
