/**
 * Change tracking for the mock's state: `track(raw)` answers a proxy of the state that notes, for every change, its
 * top-level collection and the record it happened in (an element of that collection, at any depth below it), so a
 * write can store only those records. A change to a collection array itself (`push`, `splice`, an element replaced,
 * the collection replaced) marks its structure changed: the journal then compares the array with what it last
 * stored. Values stored through the proxy are stored raw (never proxies).
 */
type Key = string;

const targets = new WeakMap<object, object>();

/** The raw object behind a tracking proxy (the value itself otherwise). */
export function unwrap<T>(value: T): T {
  return typeof value === 'object' && value !== null ? ((targets.get(value) as T | undefined) ?? value) : value;
}

/** `value` with every tracking proxy inside it replaced by its raw object (copies only what holds a proxy). */
function deepUnwrap<T>(value: T, seen = new Set<object>()): T {
  const raw = unwrap(value);
  if (typeof raw !== 'object' || raw === null || seen.has(raw)) return raw;
  seen.add(raw);
  for (const key of Object.keys(raw)) {
    const inner = (raw as Record<string, unknown>)[key];
    if (typeof inner === 'object' && inner !== null) {
      const clean = deepUnwrap(inner, seen);
      if (clean !== inner) (raw as Record<string, unknown>)[key] = clean;
    }
  }
  return raw;
}

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

/** What changed in one collection: its structure (elements added, removed, moved, replaced) and records changed in place. */
export interface CollectionChange {
  structure: boolean;
  records: Set<object>;
}

/** Per collection, what changed since the last write; 'all' after the whole state was replaced. */
export type Changes = Map<Key, CollectionChange> | 'all';

export class Tracker {
  private changed: Changes = new Map();
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
 * a large collection makes no proxy per element (the profile of issue 36: most of a marks save went there). What
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

/**
 * Where a proxy sits: the state itself (no collection), a collection (no record), or inside the record `record` of
 * `collection`. A collection that is not an array (e.g. `geofence`) is its own record.
 */
interface Place {
  collection: Key | null;
  record: object | null;
}

function handler(
  tracker: Tracker,
  place: Place,
  caches: WeakMap<object, WeakMap<object, object>>,
): ProxyHandler<object> {
  const { collection, record } = place;
  const wrap = (value: unknown, property: Key, target: object): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    let inner: Place;
    if (collection === null) inner = { collection: property, record: Array.isArray(value) ? null : value };
    else inner = { collection, record: record ?? value };
    // One proxy per value and record, so the same object reached from two records reports to each.
    const scope = inner.record ?? target;
    let cache = caches.get(scope);
    if (!cache) caches.set(scope, (cache = new WeakMap()));
    let proxy = cache.get(value);
    if (!proxy) {
      proxy = new Proxy(value, handler(tracker, inner, caches));
      cache.set(value, proxy);
      targets.set(proxy, value);
    }
    return proxy;
  };
  const mark = (property: string | symbol) => {
    if (collection === null) tracker.markStructure(String(property));
    else if (record === null) tracker.markStructure(collection);
    else tracker.markRecord(collection, record);
  };
  return {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property === 'symbol') return value;
      if (Array.isArray(target) && SEARCHES.has(property))
        return search(target, property, (found) => wrap(found, '', target));
      return wrap(value, property, target);
    },
    set(target, property, value) {
      mark(property);
      return Reflect.set(target, property, deepUnwrap(value));
    },
    deleteProperty(target, property) {
      mark(property);
      return Reflect.deleteProperty(target, property);
    },
    defineProperty(target, property, descriptor) {
      mark(property);
      return Reflect.defineProperty(
        target,
        property,
        'value' in descriptor ? { ...descriptor, value: deepUnwrap(descriptor.value) } : descriptor,
      );
    },
  };
}

/** A proxy of `raw` reporting to `tracker`; `raw` itself stays a plain object (what gets serialised). */
export function track<T extends object>(raw: T, tracker: Tracker): T {
  const proxy = new Proxy(raw, handler(tracker, { collection: null, record: null }, new WeakMap())) as T;
  targets.set(proxy, raw);
  return proxy;
}
