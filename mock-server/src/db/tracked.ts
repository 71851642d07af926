/**
 * Change tracking for the mock's state: `track(raw)` answers a proxy of the state that notes which top-level
 * collection every change goes to (a property set or deleted at any depth, `push`, `splice`, …), so a write can
 * store only those collections. Values stored through the proxy are stored raw (never proxies).
 */
type Key = string;

const targets = new WeakMap<object, object>();

/** The raw object behind a tracking proxy (the value itself otherwise). */
export function unwrap<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? (targets.get(value) as T | undefined) ?? value : value);
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

export class Tracker {
  /** Collections changed since the last `take()`; 'all' after the whole state was replaced. */
  private changed: Set<Key> | 'all' = new Set();

  mark(key: Key): void {
    if (this.changed !== 'all') this.changed.add(key);
  }

  markAll(): void {
    this.changed = 'all';
  }

  /** Whether anything changed since the last `take()`. */
  get pending(): boolean {
    return this.changed === 'all' || this.changed.size > 0;
  }

  take(): Set<Key> | 'all' {
    const changed = this.changed;
    this.changed = new Set();
    return changed;
  }
}

function handler(tracker: Tracker, collection: Key | null, cache: WeakMap<object, object>): ProxyHandler<object> {
  const wrap = (value: unknown, key: Key): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    let proxy = cache.get(value);
    if (!proxy) {
      proxy = new Proxy(value, handler(tracker, key, cache));
      cache.set(value, proxy);
      targets.set(proxy, value);
    }
    return proxy;
  };
  return {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property === 'symbol') return value;
      return wrap(value, collection ?? property);
    },
    set(target, property, value) {
      tracker.mark(collection ?? String(property));
      return Reflect.set(target, property, deepUnwrap(value));
    },
    deleteProperty(target, property) {
      tracker.mark(collection ?? String(property));
      return Reflect.deleteProperty(target, property);
    },
    defineProperty(target, property, descriptor) {
      tracker.mark(collection ?? String(property));
      return Reflect.defineProperty(target, property, 'value' in descriptor ? { ...descriptor, value: deepUnwrap(descriptor.value) } : descriptor);
    },
  };
}

/** A proxy of `raw` reporting to `tracker`; `raw` itself stays a plain object (what gets serialised). */
export function track<T extends object>(raw: T, tracker: Tracker): T {
  const cache = new WeakMap<object, object>();
  const proxy = new Proxy(raw, handler(tracker, null, cache)) as T;
  targets.set(proxy, raw);
  return proxy;
}
