import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { TestDb } from '../db/open.ts';

/** `MOCK_GUARD_STATS=<file>`: each app appends `checks milliseconds` there when closed (to measure the guard's cost). */
const statsFile = process.env.MOCK_GUARD_STATS;

/**
 * Guards every test app against acknowledged changes that a restart would lose: whenever the app has no
 * request left in flight, the state a restart would load from what was written (`db.restarted()`, the real load
 * path over the test db's folder: snapshot + journal) must equal the state in memory. A handler that changes an object the
 * change tracking does not see, or a GET that changes the state without writing it, fails the test that made the
 * request, naming the first differing path.
 *
 * Changes a test makes to `db.data` itself between requests (setting up a case) are written when the next request
 * starts, as if a handler had made them, so they are not reported; changes made behind the tracking are.
 */
export function guardRestarts(app: FastifyInstance, db: TestDb): void {
  let inFlight = 0;
  let checking: Promise<void> = Promise.resolve();
  let failure: Error | null = null;
  let idleWaiters: (() => void)[] = [];
  const started = new WeakSet<object>();
  let checks = 0;
  let spentMs = 0;

  const finish = (request: object, label: string) => {
    if (!started.delete(request)) return;
    inFlight--;
    if (inFlight > 0) return;
    checking = checking.then(async () => {
      const begun = performance.now();
      const loaded = await db.restarted();
      // Equal JSON is the common case and cheap to see; a walk names the path only when the texts differ.
      const difference = sameJson(db.raw, loaded) ? null : firstDifference(db.raw, loaded);
      checks++;
      spentMs += performance.now() - begun;
      if (difference && !failure)
        failure = new Error(`After ${label}: what a restart would load differs from memory at ${difference}`);
    });
    const waiters = idleWaiters;
    idleWaiters = [];
    void checking.then(() => {
      for (const resolve of waiters) resolve();
    });
  };

  app.addHook('onRequest', async (request) => {
    started.add(request);
    if (inFlight++ === 0) {
      await checking;
      if (db.unwritten) await db.write();
    }
  });
  app.addHook('onResponse', async (request) => finish(request, `${request.method} ${request.url}`));
  app.addHook('onRequestAbort', async (request) => finish(request, `${request.method} ${request.url} (aborted)`));

  /** Resolves once no request is in flight and the last check is done. */
  const idle = () =>
    inFlight === 0 ? checking : new Promise<void>((resolve) => idleWaiters.push(resolve)).then(() => checking);
  const report = () => {
    if (!failure) return;
    const error = failure;
    failure = null;
    throw error;
  };

  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  // Only the promise form is wrapped: the mock's tests never use inject's chained builder.
  (app as { inject: unknown }).inject = async (options: unknown) => {
    // A call the app makes to itself while handling a request (a lesson's step) is checked with that request.
    const nested = inFlight > 0;
    const response = await inject(options);
    if (nested) return response;
    await idle();
    report();
    return response;
  };
  app.addHook('onClose', async () => {
    try {
      await idle();
      if (statsFile) appendFileSync(statsFile, `${checks} ${spentMs.toFixed(1)}\n`);
      report();
    } finally {
      // The guard is the last to read the test db's folder: it goes with the app.
      await db.remove();
    }
  });
}

/** Whether both states serialise to the same JSON, collection by collection (keys holding undefined are absent). */
function sameJson(memory: object, loaded: object): boolean {
  const a = memory as Record<string, unknown>;
  const b = loaded as Record<string, unknown>;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false;
  return keys.every((key) => b[key] !== undefined && JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** The path of the first difference between `memory` and `loaded` as JSON would see them, or null when equal. */
export function firstDifference(memory: unknown, loaded: unknown, path = '(state)'): string | null {
  if (memory === loaded) return null;
  const describe = (value: unknown) =>
    value === undefined ? 'absent' : (JSON.stringify(value)?.slice(0, 120) ?? String(value));
  const mismatch = () => `${path}: memory ${describe(memory)}, restart ${describe(loaded)}`;
  if (typeof memory !== 'object' || typeof loaded !== 'object' || memory === null || loaded === null) return mismatch();
  if (Array.isArray(memory) !== Array.isArray(loaded)) return mismatch();
  if (Array.isArray(memory)) {
    const other = loaded as unknown[];
    const length = Math.max(memory.length, other.length);
    for (let index = 0; index < length; index++) {
      const found = firstDifference(memory[index], other[index], `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (Object.getPrototypeOf(memory) !== Object.prototype && Object.getPrototypeOf(memory) !== null) return mismatch();
  const a = memory as Record<string, unknown>;
  const b = loaded as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    // JSON drops keys holding undefined: such a key is as good as absent after a restart.
    if (a[key] === undefined && b[key] === undefined) continue;
    const found = firstDifference(a[key], b[key], path === '(state)' ? key : `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
