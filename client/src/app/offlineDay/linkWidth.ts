/**
 * How many of the day's reads go at once. Over HTTP/1.1 a browser opens six connections to a host: more reads at once
 * would only queue ahead of the screens' own. Over HTTP/2 or HTTP/3 the reads share one connection, and the round
 * trips of a slow link, not the connections, are what the day waits for: 24 at once.
 */
export const HTTP1_WIDTH = 6;
export const MULTIPLEXED_WIDTH = 24;

/** The protocol of the API's latest answer, from the page's resource timing ('' when not known). */
function apiProtocol(entries: readonly PerformanceEntry[]): string {
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] as PerformanceResourceTiming;
    if (entry.name.includes('/api/') && entry.nextHopProtocol) return entry.nextHopProtocol;
  }
  return '';
}

/** Six unless the API's answers so far came over HTTP/2 or HTTP/3. */
export function linkWidth(
  entries: readonly PerformanceEntry[] = globalThis.performance?.getEntriesByType?.('resource') ?? [],
): number {
  return /^h[23]/.test(apiProtocol(entries)) ? MULTIPLEXED_WIDTH : HTTP1_WIDTH;
}
