/**
 * A named exclusive lock across the app's pages and its service worker (the Web Locks API). `work` runs once the lock
 * is held and keeps it until it settles; an abort of `signal` while waiting rejects with an `AbortError`.
 */
export type Lock = <T>(name: string, signal: AbortSignal, work: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, options: { signal: AbortSignal }, work: () => Promise<T>): Promise<T>;
}

/** Without the Web Locks API (jsdom, old browsers): a lock within this page or worker only. */
export function memoryLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, signal, work) => {
    const before = tails.get(name) ?? Promise.resolve();
    const run = before.then(() => {
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      return work();
    });
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/** The Web Locks API where the browser has it (pages and workers of Chromium, Firefox, Safari), else `memoryLock`. */
export function webLock(): Lock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return memoryLock();
  return (name, signal, work) => locks.request(name, { signal }, work);
}
