/**
 * Answers the page asked for before the app's code had loaded. On a cold start of a first screen whose lists are known
 * at build time (home, signed in), the page's script (client/scripts/routePreload.ts) sends those GET requests at
 * once, as the base query would, and leaves them here; the base query takes an answer instead of sending the same
 * request again. On a slow link that saves the time the code takes to arrive and run before the first request.
 */

import { queryString } from './sendWithFetch.ts';

/** Where the page's script leaves its answers (window[EARLY_ANSWERS][requestPath]). */
export const EARLY_ANSWERS = '__earlyAnswers';
/** An answer asked for at the page's start is used only this long after it: later it may be out of date. */
export const EARLY_ANSWER_MS = 20_000;

export interface EarlyAnswer {
  status: number;
  data: unknown;
  etag: string | null;
}

/** What the page's script left for one request: with the host and session it was asked with. */
interface EarlyEntry {
  /** null: config.json could not be read. */
  host: Promise<string | null>;
  token: string;
  /** null: no answer (the network failed). */
  answer: Promise<EarlyAnswer | null>;
}

type Query = Record<string, unknown> | undefined;

/**
 * The request's path and query as both sides write it: '/api/batch-list?batchType=ongoing&limit=1&page=1' (what axios
 * leaves out, undefined and null, left out; the lists asked early have plain values only).
 */
export function requestPath(url: string, query: Query): string {
  const search = queryString(Object.fromEntries(Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))));
  return search ? `${url}?${search}` : url;
}

function entries(): Record<string, EarlyEntry | undefined> | undefined {
  return (globalThis as unknown as Record<string, Record<string, EarlyEntry | undefined> | undefined>)[EARLY_ANSWERS];
}

/**
 * The answer the page's script got for this GET, once (a second call asks the network), or null: none asked, another
 * host or session, a network failure, or too late.
 */
export async function takeEarlyAnswer(apiHost: string, url: string, query: Query, token: string | null): Promise<EarlyAnswer | null> {
  const all = entries();
  const path = requestPath(url, query);
  const entry = all?.[path];
  if (!all || !entry) return null;
  delete all[path];
  if (entry.token !== token || performance.now() > EARLY_ANSWER_MS) return null;
  const [host, answer] = await Promise.all([entry.host, entry.answer]).catch(() => [null, null]);
  return host === apiHost ? answer : null;
}
