import { useEffect, useState } from 'react';
import { atMost } from './atMost.ts';

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
    return () => {
      waiting.delete(wake);
    };
  }, [done]);
  return done;
}

/** The longest the worker's registration waits, after the page's load, for the first screen to show its answers. */
export const FIRST_SCREEN_LIMIT_MS = 5000;

let showFirstScreen: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});

/**
 * Where the first screen has drawn what it waited for: home with its answers (lib/snapshot.ts); a public screen taken
 * over from its pre-rendered markup, or another signed-in screen, once its layout has drawn it (lib/prerendered.ts).
 */
export function firstScreenShown(): void {
  showFirstScreen();
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: START_GRACE_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the page has loaded and its first screen is shown (at most FIRST_SCREEN_LIMIT_MS after the load),
 * in an idle moment. The service worker registers then: its precache downloads every screen's code, and on a slow
 * phone and link that competed with the first screen's own requests and renders.
 */
export async function whenStartSettled(): Promise<void> {
  await loaded();
  await atMost(firstScreen, FIRST_SCREEN_LIMIT_MS);
  await idle();
}
