import type { CallSpec, HttpRequest } from '@assessor/contract';

/** Fraction 0..1 of a multipart body sent so far. */
export type UploadProgressHandler = (fraction: number) => void;

/** What the base query receives: the request the contract builds, plus optional upload progress. */
export interface ApiRequest extends HttpRequest {
  onUploadProgress?: UploadProgressHandler;
  /** Extra request headers, e.g. `If-None-Match` for a conditional poll. */
  headers?: Record<string, string>;
}

/** What the server said to one request, whichever way it was sent: the status, the body, the ETag. */
export interface HttpAnswer {
  status: number;
  /** The body as JSON when it was JSON, else its text. */
  data: unknown;
  etag: string | undefined;
  /** The service worker answered from its cache (header `x-from-cache`): offline, or the network was too slow. */
  fromCache?: boolean;
}

/** What the base query tells besides the data: the HTTP status and the ETag, when the server sent one. */
export interface ApiMeta {
  status?: number;
  etag?: string;
  /** `false` when the call needs no token (login, OTP, …): a 401 is then the screen's, not a session end. */
  auth?: false;
  /** A saved answer of the service worker, not the server's word now (api/savedAnswers.ts asks again). */
  fromCache?: true;
}

/** A conditional request (`If-None-Match`) answered 304: the caller keeps the data it has. */
export const NOT_MODIFIED = 304;

/**
 * Non-HTTP failure kinds next to HTTP status codes. `SIGNED_OUT`: a call that needs a token was not sent because the
 * session had ended (a screen still open after a logout or a 401/410 re-running its queries). `AWAITING`: an outbox
 * entry waits for a record another entry makes (the day record of a queued clock-in) and asked before it existed.
 */
export type ErrorStatus = number | 'NETWORK' | 'INVALID_RESPONSE' | 'ABORTED' | 'SIGNED_OUT' | 'AWAITING';

/** Every failure is reported as data in this shape, never thrown. */
export interface ApiError {
  status: ErrorStatus;
  message: string;
  /** The server's `error` payload (string, object or array), when there was one. */
  error?: unknown;
}

/** Per-endpoint options the derived endpoints pass to the base query. */
export interface ApiExtraOptions {
  call?: CallSpec;
  onUploadProgress?: UploadProgressHandler;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** Whether a request ended because the user cancelled it. */
export function wasCancelled(error: unknown): boolean {
  return (
    (isApiError(error) && error.status === 'ABORTED') ||
    (error as { name?: unknown } | undefined)?.name === 'AbortError'
  );
}
