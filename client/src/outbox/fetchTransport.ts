import { answerText } from '../api/answerText.ts';
import { AUTH_HEADER } from '@assessor/contract';
import { COMMON_HEADERS } from '../api/headers.ts';
import { readAnswer } from '../api/readAnswer.ts';
import type { Transport } from './sendEntry.ts';
import { requestOf } from './request.ts';

/** The text of a refusal without a message of its own (the page's is translated; the worker has no catalogue). */
const messageOf = (message: unknown, error: unknown, status: number | string): string =>
  answerText(message, error) ?? `The server refused it (${status})`;

/** `apiHost` + path, as axios joins a base URL and a URL; '' is the origin that served the app. */
function urlOf(apiHost: string, path: string, query: Record<string, unknown> | undefined, origin: string): string {
  const url = new URL(apiHost ? `${apiHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path, origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
  }
  return url.href;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The service worker's sender: the page's requests (`request.ts`), headers (the token, the common ones,
 * `Idempotency-Key`) and reading of answers (`api/readAnswer.ts`), over fetch. Fetch cannot tell how much of a body
 * went out, so a request that failed on the network counts as fully sent: the next attempt asks the entry's check
 * first (never a second copy on the real API, which ignores the key).
 */
export function fetchTransport(apiHost: string, token: string, origin: string = globalThis.location.origin): Transport {
  return async (call, key, signal, onProgress) => {
    const built = requestOf(call, key);
    if (!built) return { error: { status: 400, message: `Unknown call ${call.call}` } };
    const { spec, request, headers } = built;
    const json = request.body !== undefined && !(request.body instanceof FormData);
    let response: Response;
    try {
      response = await fetch(urlOf(apiHost, request.url, request.query, origin), {
        method: request.method,
        headers: {
          ...COMMON_HEADERS,
          ...headers,
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          [AUTH_HEADER]: token,
        },
        body: json ? JSON.stringify(request.body) : (request.body as FormData | undefined),
        signal,
      });
    } catch {
      if (signal.aborted) return { error: { status: 'ABORTED', message: 'Aborted' } };
      onProgress?.(1);
      return { error: { status: 'NETWORK', message: 'Network Error' } };
    }
    onProgress?.(1);
    try {
      return readAnswer(response.status, await bodyOf(response), spec, messageOf);
    } catch {
      return { error: { status: signal.aborted ? 'ABORTED' : 'NETWORK', message: 'Network Error' } };
    }
  };
}
