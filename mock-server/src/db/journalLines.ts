/** Journal lines: what one write stored (its `Op`s), how a load replays them, how pending changes combine. */
import type { Changes } from './tracked.ts';

export type State = Record<string, unknown>;

/**
 * One collection's change in a journal line: `v` the whole value (a collection that is not an array, or one first
 * seen), `drop` the collection removed, otherwise `splice` (at, how many removed, the records put there) and `set`
 * (records changed in place, by index in the new array; applied after the splice).
 */
export interface Op {
  c: string;
  v?: unknown;
  drop?: true;
  at?: number;
  del?: number;
  ins?: unknown[];
  set?: [number, unknown][];
}

/** The first line of a journal: the snapshot it continues and its own id. */
export interface Header {
  snapshot: string;
  journal?: string;
}

/**
 * What a journal line says of one collection, and `stored` (per collection, the array of records last written;
 * references only) brought up to date; null when nothing changed.
 */
export function opOf(
  stored: Map<string, unknown>,
  key: string,
  now: unknown,
  change: { records: Set<object> },
): Op | null {
  const before = stored.get(key);
  if (!Array.isArray(now) || !Array.isArray(before)) {
    if (now === undefined && !stored.has(key)) return null;
    if (now === undefined) {
      stored.delete(key);
      return { c: key, drop: true };
    }
    stored.set(key, Array.isArray(now) ? now.slice() : structuredClone(now));
    return { c: key, v: now };
  }
  const op: Op = { c: key };
  // Only the part between the common head and tail differs in structure (references compared, nothing copied).
  // Compared even when no structural change was noted, so the indexes below are right whatever happened.
  let head = 0;
  const shortest = Math.min(before.length, now.length);
  while (head < shortest && before[head] === now[head]) head++;
  let tail = 0;
  while (tail < shortest - head && before[before.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
  const removed = before.length - head - tail;
  const inserted = now.slice(head, now.length - tail);
  if (removed > 0 || inserted.length > 0) {
    Object.assign(op, { at: head, del: removed, ins: inserted });
    splice(before, head, removed, inserted);
  }
  const spliced = op.ins?.length ?? 0;
  const set: [number, unknown][] = [];
  for (const record of change.records) {
    const index = now.indexOf(record);
    if (index >= 0 && !(op.at !== undefined && index >= op.at && index < op.at + spliced)) set.push([index, record]);
  }
  if (set.length > 0) op.set = set;
  return op.del !== undefined || op.set ? op : null;
}

/** `array.splice(at, removed, ...inserted)` without spreading a long list onto the stack. */
function splice(array: unknown[], at: number, removed: number, inserted: unknown[]): void {
  if (inserted.length < 10_000) {
    array.splice(at, removed, ...inserted);
    return;
  }
  const rest = array.slice(at + removed);
  array.length = at;
  for (const value of inserted) array.push(value);
  for (const value of rest) array.push(value);
}

export function apply(state: State, op: Op): void {
  if ('v' in op) {
    state[op.c] = op.v;
    return;
  }
  if (op.drop) {
    delete state[op.c];
    return;
  }
  const array = state[op.c];
  if (!Array.isArray(array))
    throw new Error(`The journal changes records of "${op.c}", which the snapshot does not hold as a list`);
  if (op.at !== undefined) splice(array, op.at, op.del ?? 0, op.ins ?? []);
  for (const [index, record] of op.set ?? []) array[index] = record;
}

export function parseLine(line: string | undefined): unknown {
  if (!line) return null;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return null;
  }
}

/** Both sets of changes as one (`a`, extended). */
export function merge(a: Changes, b: Changes): Changes {
  if (a === 'all' || b === 'all') return 'all';
  for (const [key, change] of b) {
    const into = a.get(key);
    if (!into) a.set(key, change);
    else {
      into.structure ||= change.structure;
      for (const record of change.records) into.records.add(record);
    }
  }
  return a;
}
