/**
 * Sent with every call, by the page and by the service worker. `Cache-Control: no-cache` keeps the browser's HTTP
 * cache out of every call: an API answer without cache headers (a 410 of the notification poll, say) would otherwise
 * be replayed to the next session.
 */
export const COMMON_HEADERS = { 'Time-Zone': 'Asia/Kolkata', 'Cache-Control': 'no-cache' } as const;
