import type { MarkSection } from './marksEntered.ts';

/** Browser storage key of the sections whose marks this phone saved (`batch:candidate:section`, newest last). */
export const MARKS_SAVED_HERE_KEY = 'marksSavedHere';

/** Far more sections than one assessor marks between reinstalls; the oldest go first so the list stays small. */
const MAX_KEPT = 3000;

const keyOf = (batchId: string, candidateId: string, section: MarkSection) => `${batchId}:${candidateId}:${section}`;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

let cache: { raw: string | null; keys: Set<string> } | undefined;

/** The stored list, read once per change of its text: screens ask it for every candidate on every render. */
function savedKeys(): Set<string> {
  const raw = storage()?.getItem(MARKS_SAVED_HERE_KEY) ?? null;
  if (cache && cache.raw === raw) return cache.keys;
  let list: unknown;
  try {
    list = raw ? JSON.parse(raw) : [];
  } catch {
    list = [];
  }
  const keys = new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  cache = { raw, keys };
  return keys;
}

/**
 * Whether this phone saved the candidate's marks of the section (handed to the outbox). The real stored result
 * answers an unmarked section as 0 (backend-facts-2 MA-2): only this memory tells the assessor's own 0 from that
 * default (marksEntered.ts). Synchronous, so that screens read it while they render.
 */
export function marksSavedHere(batchId: string, candidateId: string, section: MarkSection): boolean {
  return savedKeys().has(keyOf(batchId, candidateId, section));
}

/** Remembers that this phone saved the candidate's marks of the section. */
export function rememberMarksSaved(batchId: string, candidateId: string, section: MarkSection): void {
  const key = keyOf(batchId, candidateId, section);
  const keys = savedKeys();
  if (keys.has(key)) return;
  const list = [...keys, key].slice(-MAX_KEPT);
  try {
    storage()?.setItem(MARKS_SAVED_HERE_KEY, JSON.stringify(list));
  } catch {
    // A full or locked storage only loses the memory: a 0 saved here then reads as not marked, as on another phone.
  }
}
