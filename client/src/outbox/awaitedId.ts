import type { ApiError } from '../api/types.ts';
import type { AwaitedId, OutboxEntry } from './types.ts';

/** The failure an entry reports while the id it waits for is not on the server yet (retried with backoff). */
export const AWAITING: ApiError['status'] = 'AWAITING';

/**
 * Whether an entry must wait for others first: an entry whose `awaits.after` names a scope waits while an entry of
 * that scope (the queued clock-in that makes the day record) waits to send. A stopped one holds nothing back: the
 * lookup then tells whether the record exists.
 */
export function heldBack(entry: OutboxEntry, others: readonly OutboxEntry[]): boolean {
  const after = entry.awaits?.after;
  if (after === undefined) return false;
  return others.some((other) => other.id !== entry.id && other.state === 'waiting' && other.scope.startsWith(after));
}

/** The id the lookup's answer carries in `field` (an object's own string field, or the first item's of a list). */
export function idOf(data: unknown, field: string): string | undefined {
  const item = Array.isArray(data) ? data[0] : data;
  if (typeof item !== 'object' || item === null) return undefined;
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `value` with every occurrence of `from` in its strings replaced by `to` (plain objects and arrays; Blobs kept). */
export function replaced<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaced(item, from, to)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, replaced(item, from, to)]),
    ) as T;
  }
  return value;
}

/** The entry once its awaited id is known: the id wherever the placeholder stood (call, check, scope), files kept. */
export function withId(entry: OutboxEntry, awaits: AwaitedId, id: string): OutboxEntry {
  const { files, awaits: _done, ...rest } = entry;
  return { ...replaced(rest, awaits.placeholder, id), ...(files ? { files } : {}) };
}
