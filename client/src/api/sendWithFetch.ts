import type { ApiRequest, HttpAnswer } from './types.ts';

/**
 * The query string as axios writes it for the values the contract's queries hold (strings, numbers, booleans): in the
 * caller's order, null and undefined left out.
 */
export function queryString(query: ApiRequest['query']): string {
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString();
}

/**
 * A GET, with the browser's own fetch: axios (a chunk of its own, api/httpClient.ts) is then needed only once the
 * assessor sends something, not on the way to a first screen. The body is read as JSON when it is JSON, else kept as
 * text, as axios does; every status is an answer to read. A lost connection rejects, as does an abort (AbortError).
 */
export async function sendWithFetch(
  apiHost: string,
  request: ApiRequest,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  const search = queryString(request.query);
  const response = await fetch(`${apiHost}${request.url}${search ? `?${search}` : ''}`, {
    method: 'GET',
    headers,
    signal,
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the text itself, which the envelope check then reports.
  }
  const fromCache = response.headers.get('x-from-cache') === '1';
  return {
    status: response.status,
    data,
    etag: response.headers.get('etag') ?? undefined,
    ...(fromCache ? { fromCache } : {}),
  };
}
