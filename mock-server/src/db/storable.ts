/**
 * What the tracking proxy (tracked.ts) stores when a value is put into the state: never a proxy, and never an object
 * the state already holds somewhere else. An object reachable from two records would be changed through one of them
 * (that record noted and written) and change the other unseen: the other record's new value is answered from memory
 * and lost at the next restart, an older value coming back (found by crashStorage.test.ts). So a value
 * taken from the state is copied, except a record put back into its own collection (a move: `filter`, `splice`,
 * `sort`, an element replaced) and a collection put back as itself.
 */

/** Where a proxy sits: the state itself (no collection), a collection (no record), or inside `record` of `collection`. */
export interface Place {
  collection: string | null;
  record: object | null;
}

/** Each tracking proxy's raw object and place. */
const proxies = new WeakMap<object, { raw: object; place: Place }>();

export function registerProxy(proxy: object, raw: object, place: Place): void {
  proxies.set(proxy, { raw, place });
}

/** The raw object behind a tracking proxy (the value itself otherwise). */
export function unwrap<T>(value: T): T {
  return typeof value === 'object' && value !== null ? ((proxies.get(value)?.raw as T | undefined) ?? value) : value;
}

/**
 * `value`, about to be stored at `place` + `property` (a set through the proxy of `place`), with every proxy inside it
 * replaced: by its raw object when that keeps it where it is (a record of this collection, this collection), by a
 * copy otherwise. Changes `value`'s own plain objects in place (they are new to the state); copies only what the
 * state holds.
 */
export function storable(value: unknown, place: Place, property: string | symbol): unknown {
  if (place.collection === null) return fit(value, { collection: String(property), level: 'collection' });
  if (place.record === null) return fit(value, { collection: place.collection, level: 'record' });
  return fit(value, { collection: place.collection, level: 'inside' });
}

/** What a stored value is: a collection, a record of one, or a value inside a record. */
interface Slot {
  collection: string;
  level: 'collection' | 'record' | 'inside';
}

function fit(value: unknown, slot: Slot, seen = new Set<object>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const proxy = proxies.get(value);
  if (proxy) return keeps(proxy.place, proxy.raw, slot) ? proxy.raw : structuredClone(proxy.raw);
  if (seen.has(value)) return value;
  seen.add(value);
  // A new array put as a collection holds that collection's records; anything else holds values inside a record.
  const inner: Slot =
    slot.level === 'collection' && Array.isArray(value)
      ? { collection: slot.collection, level: 'record' }
      : { collection: slot.collection, level: 'inside' };
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const child = object[key];
    if (typeof child !== 'object' || child === null) continue;
    const clean = fit(child, inner, seen);
    if (clean !== child) object[key] = clean;
  }
  return value;
}

/** Whether an object the state holds at `place` stays itself at `slot` (moved within its collection, not duplicated). */
function keeps(place: Place, raw: object, slot: Slot): boolean {
  if (place.collection !== slot.collection) return false;
  if (slot.level === 'collection') return place.record === null || place.record === raw;
  if (slot.level === 'record') return place.record === raw;
  return false;
}
