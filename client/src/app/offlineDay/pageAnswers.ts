import { baseApi } from '../../api/baseApi.ts';
import type { DayCall } from './dayCalls.ts';

interface CacheEntry {
  status?: string;
  data?: unknown;
  startedTimeStamp?: number;
}
type Selectors = Record<string, { select?: (args: unknown) => (state: unknown) => CacheEntry } | undefined>;

/**
 * The answer to a day's read that this page already holds, asked since `since` (when the worker began to keep the
 * page's answers): the screen's request went through the worker, which kept it under the same URL, so the day's own
 * would only cross the link a second time (the batch screen asks ~40 of them). Undefined when the page has none.
 */
export function pageAnswers(getState: () => unknown, since: number) {
  return (call: DayCall): { data: unknown } | undefined => {
    const endpoint = (baseApi.endpoints as unknown as Selectors)[call.call];
    const entry = endpoint?.select?.(call.args)(getState());
    if (entry?.status !== 'fulfilled' || (entry.startedTimeStamp ?? -1) < since) return undefined;
    return { data: entry.data };
  };
}
