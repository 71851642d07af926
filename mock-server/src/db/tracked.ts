/**
 * Change tracking for the mock's state: `track(raw)` answers a proxy of the state that notes, for every change, its
 * top-level collection and the record it happened in (an element of that collection, at any depth below it), so a
 * write can store only those records. A change to a collection array itself (`push`, `splice`, an element replaced,
 * the collection replaced) marks its structure changed: the journal then compares the array with what it last
 * stored. Values stored through the proxy are stored raw, and an object the state already holds is copied unless it
 * stays where it was (storable.ts).
 */
import { arrayIndex, FieldIndex, type CollectionIndexes } from './fieldIndex.ts';
import { registerProxy, storable, unwrap, type Place } from './storable.ts';

type Key = string;

export { unwrap };

/**
 * Appends `item` to a list of the state and answers the stored item as the state holds it (through the tracking).
 * Keep and change that one: a change to `item` itself changes the same object unseen, so it never reaches the disk.
 */
export function append<T>(list: T[], item: T): T {
  return list[list.push(item) - 1]!;
}

/**
 * Removes `item` (a record found through the tracking, or its raw object) from a list of the state. Use it rather
 * than `filter((record) => record !== item)`: search callbacks get raw records, so an identity test against a found
 * (tracked) record never matches. `indexOf` unwraps what it looks for.
 */
export function removeFrom<T>(list: T[], item: T): boolean {
  const index = list.indexOf(item);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

/** Set on a tracked collection's proxy: its indexed lookup (see `lookup`). */
const LOOKUP = Symbol('lookup');

/**
 * The records of a collection of the state whose `field` is `value`, in no set order. On a collection reached
 * through the tracking (`data.candidateMarks`) it costs what it answers, not the collection's length: an index per
 * field, built at the first lookup and kept up to date by every change made through the tracking (the class's
 * profile: a class's marks saves spent most of their time scanning every candidate's marks). On a plain array (a
 * `memoryDb`, a list built by a handler) it is a scan. Answered records are changed through the tracking as any.
 */
export function lookup<T extends object, K extends keyof T>(list: readonly T[], field: K, value: T[K]): T[] {
  const indexed = (list as unknown as Record<symbol, unknown>)[LOOKUP];
  if (typeof indexed === 'function') return (indexed as (field: K, value: T[K]) => T[])(field, value);
  return list.filter((record) => record[field] === value);
}

/** The one record whose `field` is `value` (a unique key such as `_id`), or undefined. */
export function lookupOne<T extends object, K extends keyof T>(
  list: readonly T[],
  field: K,
  value: T[K],
): T | undefined {
  return lookup(list, field, value)[0];
}

/** What changed in one collection: its structure (elements added, removed, moved, replaced) and records changed in place. */
export interface CollectionChange {
  structure: boolean;
  records: Set<object>;
}

/** Per collection, what changed since the last write; 'all' after the whole state was replaced. */
export type Changes = Map<Key, CollectionChange> | 'all';

export class Tracker {
  private changed: Changes = new Map();
  /** Per collection, the lookup indexes of its current array (see `lookup`). */
  readonly indexes = new Map<Key, CollectionIndexes>();
  /** Called before a record is changed in place (the journal keeps its old content while a snapshot is being taken). */
  beforeRecordChange: (record: object) => void = () => {};

  private entry(key: Key): CollectionChange | undefined {
    if (this.changed === 'all') return undefined;
    let entry = this.changed.get(key);
    if (!entry) this.changed.set(key, (entry = { structure: false, records: new Set() }));
    return entry;
  }

  markStructure(key: Key): void {
    const entry = this.entry(key);
    if (entry) entry.structure = true;
  }

  markRecord(key: Key, record: object): void {
    this.beforeRecordChange(record);
    this.entry(key)?.records.add(record);
  }

  markAll(): void {
    this.changed = 'all';
  }

  /** Whether anything changed since the last `take()`. */
  get pending(): boolean {
    return this.changed === 'all' || this.changed.size > 0;
  }

  take(): Changes {
    const changed = this.changed;
    this.changed = new Map();
    return changed;
  }
}

/**
 * Array searches run on the raw array: their callbacks only test elements, so they get the raw ones, and a scan of
 * a large collection makes no proxy per element (profiled: most of a marks save went there). What
 * they answer is wrapped again, so a found record is still changed through the proxy. A callback must not keep or
 * change the element it is given, and compares fields, never identity with a found record (`removeFrom` does that).
 */
const SEARCHES = new Set([
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'some',
  'every',
  'filter',
  'indexOf',
  'lastIndexOf',
  'includes',
]);

type Search = (...args: unknown[]) => unknown;
function search(raw: unknown[], method: string, wrapFound: (value: unknown) => unknown): Search {
  const native = (Array.prototype as unknown as Record<string, Search>)[method]!;
  switch (method) {
    case 'find':
    case 'findLast':
      return (...args) => wrapFound(native.apply(raw, args));
    case 'filter':
      return (...args) => (native.apply(raw, args) as unknown[]).map(wrapFound);
    case 'indexOf':
    case 'lastIndexOf':
    case 'includes':
      return (value, ...rest) => native.call(raw, unwrap(value), ...rest);
    default:
      return (...args) => native.apply(raw, args);
  }
}

// A proxy's `Place` (storable.ts): a collection that is not an array (e.g. `geofence`) is its own record.

/** What the proxies of one tracked state share: its tracker, and the proxies made so far. */
interface Shared {
  tracker: Tracker;
  /** Proxies of records (a collection's elements) and of collections, by their raw object. */
  own: WeakMap<object, object>;
  /** Proxies of values inside records, per record: the same object reached from two records reports to each. */
  inner: WeakMap<object, WeakMap<object, object>>;
}

/**
 * The traps of one proxy. A class, so its methods are shared: a proxy costs one small object, not a set of closures
 * (a class's marks saves keep tens of thousands of records' proxies alive).
 */
class TrackingHandler implements ProxyHandler<object> {
  constructor(
    private readonly shared: Shared,
    readonly collection: Key | null,
    readonly record: object | null,
  ) {}

  private wrap(value: unknown, property: Key): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const { collection, record, shared } = this;
    let inner: Place;
    if (collection === null) inner = { collection: property, record: Array.isArray(value) ? null : value };
    else inner = { collection, record: record ?? value };
    let cache: WeakMap<object, object>;
    if (inner.record === null || inner.record === value) cache = shared.own;
    else {
      const scope = inner.record;
      cache = shared.inner.get(scope) ?? new WeakMap();
      if (!shared.inner.has(scope)) shared.inner.set(scope, cache);
    }
    let proxy = cache.get(value);
    if (!proxy) {
      proxy = new Proxy(value, new TrackingHandler(shared, inner.collection, inner.record));
      cache.set(value, proxy);
      registerProxy(proxy, value, inner);
    }
    return proxy;
  }

  private mark(property: string | symbol): void {
    const { collection, record, shared } = this;
    if (collection === null) shared.tracker.markStructure(String(property));
    else if (record === null) shared.tracker.markStructure(collection);
    else shared.tracker.markRecord(collection, record);
  }

  /** The collection's lookup (see `lookup`): its index of `field`, built from the array at the first call. */
  private lookupIn(array: unknown[]) {
    return (field: string, value: unknown): unknown[] => {
      const { tracker } = this.shared;
      const collection = this.collection!;
      let indexes = tracker.indexes.get(collection);
      if (indexes?.array !== array) tracker.indexes.set(collection, (indexes = { array, byField: new Map() }));
      let index = indexes.byField.get(field);
      if (!index) indexes.byField.set(field, (index = new FieldIndex(field, array)));
      const found: unknown[] = [];
      for (const element of index.byValue.get(value)?.keys() ?? [])
        if ((element as Record<string, unknown>)[field] === value) found.push(this.wrap(element, ''));
      return found;
    };
  }

  /**
   * Runs `change` (a write to `property` of `target`, `value` the value written) and keeps the lookup indexes right:
   * an element of an indexed collection put, removed or cut off by a shorter length is counted in or out; a field of
   * a record changed in place drops that field's index of its collection (rebuilt at the next lookup: key fields
   * hardly ever change).
   */
  private indexed(target: object, property: string | symbol, value: unknown, change: () => boolean): boolean {
    const { collection, record } = this;
    if (collection === null) return change();
    const indexes = this.shared.tracker.indexes.get(collection);
    if (!indexes) return change();
    if (record !== null) {
      if (target === record && typeof property === 'string' && indexes.byField.has(property)) {
        if (!(property in target) || (target as Record<string, unknown>)[property] !== value)
          indexes.byField.delete(property);
      }
      return change();
    }
    if (indexes.array !== target) return change();
    const array = target as unknown[];
    const at = arrayIndex(property);
    let out: unknown[] = [];
    if (at >= 0 && at < array.length) out = [array[at]];
    else if (property === 'length' && Number(value) < array.length) out = array.slice(Number(value));
    const done = change();
    if (done) {
      for (const index of indexes.byField.values()) {
        for (const element of out) index.remove(element);
        if (at >= 0 && at in array) index.add(array[at]);
      }
    }
    return done;
  }

  get(target: object, property: string | symbol, receiver: unknown): unknown {
    if (property === LOOKUP && this.collection !== null && this.record === null && Array.isArray(target))
      return this.lookupIn(target);
    const value = Reflect.get(target, property, receiver);
    if (typeof property === 'symbol') return value;
    if (Array.isArray(target) && SEARCHES.has(property))
      return search(target, property, (found) => this.wrap(found, ''));
    return this.wrap(value, property);
  }

  set(target: object, property: string | symbol, value: unknown): boolean {
    this.mark(property);
    const stored = storable(value, this, property);
    return this.indexed(target, property, stored, () => Reflect.set(target, property, stored));
  }

  deleteProperty(target: object, property: string | symbol): boolean {
    this.mark(property);
    return this.indexed(target, property, undefined, () => Reflect.deleteProperty(target, property));
  }

  defineProperty(target: object, property: string | symbol, descriptor: PropertyDescriptor): boolean {
    this.mark(property);
    const stored =
      'value' in descriptor ? { ...descriptor, value: storable(descriptor.value, this, property) } : descriptor;
    return this.indexed(target, property, stored.value, () => Reflect.defineProperty(target, property, stored));
  }
}

/** A proxy of `raw` reporting to `tracker`; `raw` itself stays a plain object (what gets serialised). */
export function track<T extends object>(raw: T, tracker: Tracker): T {
  const shared: Shared = { tracker, own: new WeakMap(), inner: new WeakMap() };
  const proxy = new Proxy(raw, new TrackingHandler(shared, null, null)) as T;
  registerProxy(proxy, raw, { collection: null, record: null });
  return proxy;
}
