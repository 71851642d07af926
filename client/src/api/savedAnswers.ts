import type { ApiMeta } from './types.ts';

/**
 * A saved answer of the service worker (offline, or a network slower than the worker waits) is shown only until the
 * server can answer: the query is asked again as soon as the network is back (the `online` event, or any answer that
 * came over the network) and, while the browser believes it is online, after a growing pause. Without this a screen
 * kept the worker's answer from before a save (a reload just after reconnecting) and nothing asked again.
 */

interface Asked {
  endpointName: string;
  originalArgs: unknown;
  tries: number;
  timer?: ReturnType<typeof setTimeout>;
}

interface QueryAction {
  type: string;
  meta: {
    requestStatus: 'fulfilled';
    baseQueryMeta?: ApiMeta;
    arg: { type: 'query'; endpointName: string; originalArgs: unknown; queryCacheKey: string };
  };
}

/** How the listener re-asks a query: RTK Query's `initiate` with `forceRefetch`, given by the store's wiring. */
export type AskAgain = (endpointName: string, originalArgs: unknown) => void;
/** Whether the store still holds the query (a screen left meanwhile: nothing to ask). */
export type StillHeld = (queryCacheKey: string) => boolean;

export const FIRST_PAUSE_MS = 2000;
export const LONGEST_PAUSE_MS = 60_000;

/** A fulfilled RTK Query query action (`api/executeQuery/fulfilled`). */
export function isQueryAnswer(action: unknown): action is QueryAction {
  const meta = (action as { meta?: { requestStatus?: unknown; arg?: { type?: unknown } } } | null)?.meta;
  return meta?.requestStatus === 'fulfilled' && meta.arg?.type === 'query';
}

/** One per store: the queries whose last answer was a saved one, and when each is asked again. */
export function savedAnswers(askAgain: AskAgain, stillHeld: StillHeld) {
  const saved = new Map<string, Asked>();

  const ask = (key: string) => {
    const entry = saved.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (!stillHeld(key)) {
      saved.delete(key);
      return;
    }
    entry.tries += 1;
    askAgain(entry.endpointName, entry.originalArgs);
  };
  const askAll = () => {
    for (const key of [...saved.keys()]) ask(key);
  };

  const schedule = (key: string, entry: Asked) => {
    clearTimeout(entry.timer);
    // Offline, only the `online` event (or a network answer) asks again: a timer would only collect the same answer.
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    const pause = Math.min(FIRST_PAUSE_MS * 2 ** entry.tries, LONGEST_PAUSE_MS);
    entry.timer = setTimeout(() => ask(key), pause);
  };

  return {
    /** Every fulfilled query answer passes here. */
    take(action: QueryAction): void {
      const { queryCacheKey, endpointName, originalArgs } = action.meta.arg;
      if (action.meta.baseQueryMeta?.fromCache) {
        const entry = saved.get(queryCacheKey) ?? { endpointName, originalArgs, tries: 0 };
        saved.set(queryCacheKey, entry);
        schedule(queryCacheKey, entry);
        return;
      }
      const known = saved.get(queryCacheKey);
      if (known) {
        clearTimeout(known.timer);
        saved.delete(queryCacheKey);
      }
      // The network answered this one: the others need not wait for their timers.
      askAll();
    },
    /** The browser says the network is back. */
    online: askAll,
    /** How many queries show a saved answer (tests). */
    get size() {
      return saved.size;
    },
  };
}

export type SavedAnswers = ReturnType<typeof savedAnswers>;
