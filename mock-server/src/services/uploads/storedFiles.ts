import type { DbState, StoredFileEntry } from '../../db/types.ts';

/** A stored file's key anywhere in a record: a UUID and one of the store's extensions (fileStore.ts makes them). */
const KEY_IN_TEXT =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp|mp4|pdf|docx?|xlsx?)/g;

/** The upload kind a record of a collection stands for. */
const KIND_OF: Record<string, string> = {
  evidenceFiles: 'evidence',
  attendances: 'clock',
  regularizeRequests: 'regularize',
  raisedIssues: 'issue',
  candidateFiles: 'candidateFile',
};

type Item = Record<string, unknown>;
const listsOf = (state: DbState) => state as unknown as Record<string, unknown>;

/** The record a registry entry points at, when it is still in the state. */
function recordOf(state: DbState, record: { collection: string; _id: string }): Item | undefined {
  const list = listsOf(state)[record.collection];
  if (!Array.isArray(list)) return undefined;
  return (list as Item[]).find((item) => item !== null && typeof item === 'object' && item._id === record._id);
}

/** True when the entry's record is in the state and still names its key. */
export function isNamed(state: DbState, entry: StoredFileEntry): boolean {
  if (!entry.record) return false;
  const record = recordOf(state, entry.record);
  return record !== undefined && JSON.stringify(record).includes(entry.key);
}

function ownerOf(state: DbState, collection: string, item: Item): string {
  if (collection === 'assessors') return String(item._id);
  const own = item.assesor_id ?? item.assessor_id;
  if (typeof own === 'string') return own;
  return state.batches.find((batch) => batch._id === item.batch_id)?.accessorId ?? '';
}

function kindOf(collection: string, item: Item, key: string): string {
  if (collection !== 'assessors') return KIND_OF[collection] ?? collection;
  const certificate = item.assessorCertificate as { profileKey?: string } | undefined;
  return certificate?.profileKey === key ? 'profilePhoto' : 'profileDocument';
}

/**
 * The registry as the records say it is: every key some record names whose file `exists`, with that record. Used for
 * states written before the registry existed and for imported states (their files may not be here).
 */
export function deriveRegistry(state: DbState, exists: (key: string) => boolean): StoredFileEntry[] {
  const found = new Map<string, StoredFileEntry>();
  for (const [collection, list] of Object.entries(listsOf(state))) {
    if (!Array.isArray(list) || collection === 'storedFiles') continue;
    for (const item of list as Item[]) {
      if (item === null || typeof item !== 'object' || typeof item._id !== 'string') continue;
      for (const key of JSON.stringify(item).match(KEY_IN_TEXT) ?? []) {
        if (found.has(key) || !exists(key)) continue;
        found.set(key, {
          key,
          owner: ownerOf(state, collection, item),
          kind: kindOf(collection, item, key),
          record: { collection, _id: item._id },
        });
      }
    }
  }
  return [...found.values()];
}
