import { useEffect, useState } from 'react';

/** The longest a secondary request waits for the app's start to settle. */
export const START_GRACE_MS = 2000;

let settled = false;
let asked = false;
const waiting = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

function askOnce(): void {
  if (asked) return;
  asked = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: START_GRACE_MS });
  else setTimeout(settle, 0);
}

/**
 * False until the browser has had its first idle moment since the app started (at most START_GRACE_MS), then true
 * for good. Secondary requests (the notification poll) wait for it: on a slow phone the first
 * screen's own requests and renders go first, and the start is not one long stretch of work.
 */
export function useAfterStart(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return undefined;
    if (settled) {
      setDone(true);
      return undefined;
    }
    const wake = () => setDone(true);
    waiting.add(wake);
    askOnce();
    return () => { waiting.delete(wake); };
  }, [done]);
  return done;
}
