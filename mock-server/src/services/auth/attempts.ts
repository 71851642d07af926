import type { Locked } from '@assessor/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import type { AttemptCounter } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';

/** api-facts §1: 5 failures lock for 30 minutes; a quiet 15 minutes resets the count. Per kind, so OTP and password count apart. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 30 * 60 * 1000;
export const RESET_AFTER_MS = 15 * 60 * 1000;

export type AttemptKind = AttemptCounter['kind'];

const find = (db: Db, kind: AttemptKind, key: string) =>
  db.data.attempts.find((counter) => counter.kind === kind && counter.key === key);

export function lockedError(minutes: number): ApiError {
  const payload: Locked = { isAccountLocked: true };
  return new ApiError(
    423,
    `Account is locked due to multiple failed login attempts. Please try again after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    payload,
  );
}

/** Throws 423 while the key is locked; a lock that has run out is forgotten. */
export function assertNotLocked(db: Db, clock: Clock, kind: AttemptKind, key: string): void {
  const counter = find(db, kind, key);
  if (!counter?.lockedUntil) return;
  const left = counter.lockedUntil - clock.now();
  if (left > 0) throw lockedError(Math.ceil(left / 60_000));
  clearFailures(db, kind, key);
}

/** Counts a failure; answers how many tries are left (0 = now locked). */
export function recordFailure(db: Db, clock: Clock, kind: AttemptKind, key: string): number {
  const now = clock.now();
  let counter = find(db, kind, key);
  if (!counter) {
    counter = { kind, key, failures: 0, lastFailureAt: now, lockedUntil: null };
    db.data.attempts.push(counter);
  }
  if (now - counter.lastFailureAt >= RESET_AFTER_MS) counter.failures = 0;
  counter.failures += 1;
  counter.lastFailureAt = now;
  if (counter.failures >= MAX_FAILURES) counter.lockedUntil = now + LOCK_MS;
  return Math.max(0, MAX_FAILURES - counter.failures);
}

export function clearFailures(db: Db, kind: AttemptKind, key: string): void {
  db.data.attempts = db.data.attempts.filter((counter) => !(counter.kind === kind && counter.key === key));
}
