/** The lookup indexes of a tracked collection (see `lookup` in tracked.ts), kept by the tracking proxy. */

/**
 * A collection's records by the value of one field. A record is counted once per place it holds in the array, so a
 * splice (which moves records one slot at a time through the proxy, a record briefly in two places) keeps it right.
 */
export class FieldIndex {
  readonly byValue = new Map<unknown, Map<object, number>>();

  constructor(
    readonly field: string,
    array: readonly unknown[],
  ) {
    for (const element of array) this.add(element);
  }

  add(element: unknown): void {
    if (typeof element !== 'object' || element === null) return;
    const value = (element as Record<string, unknown>)[this.field];
    let bucket = this.byValue.get(value);
    if (!bucket) this.byValue.set(value, (bucket = new Map()));
    bucket.set(element, (bucket.get(element) ?? 0) + 1);
  }

  remove(element: unknown): void {
    if (typeof element !== 'object' || element === null) return;
    const value = (element as Record<string, unknown>)[this.field];
    const bucket = this.byValue.get(value);
    const count = bucket?.get(element);
    if (!bucket || count === undefined) return;
    if (count > 1) bucket.set(element, count - 1);
    else {
      bucket.delete(element);
      if (bucket.size === 0) this.byValue.delete(value);
    }
  }
}

/** The indexes of one collection, valid for the array they were built on (a replaced collection gets new ones). */
export interface CollectionIndexes {
  array: unknown[];
  byField: Map<string, FieldIndex>;
}

/** `"12"` → 12; anything that is not an array index → -1. */
export function arrayIndex(property: string | symbol): number {
  if (typeof property !== 'string') return -1;
  const index = Number(property);
  return Number.isInteger(index) && index >= 0 && String(index) === property ? index : -1;
}
