/**
 * Resolves when `promise` settles or `ms` have passed, whichever comes first, and never rejects: for start-up waits
 * that must not hold the app back on a slow link. The timer is cleared when the promise wins.
 */
export function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
