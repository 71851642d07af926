import axios from 'axios';
import type { ApiRequest, HttpAnswer, UploadProgressHandler } from './types.ts';

/**
 * The one axios instance, the sender of every API call (the design card's HTTP client; it reports upload progress).
 * No interceptors: answers are interpreted by the base query, messages and logout by the error listener.
 */
const http = axios.create({
  timeout: 0,
  // Every HTTP status is an answer to read (envelopes carry the meaning), so axios never rejects on status.
  validateStatus: () => true,
});

/** Sends a call with axios; rejects on a lost connection and on an abort (axios's CanceledError). */
export async function sendWithAxios(
  apiHost: string,
  request: ApiRequest,
  headers: Record<string, string>,
  signal: AbortSignal,
  onUploadProgress: UploadProgressHandler | undefined,
): Promise<HttpAnswer> {
  const response = await http.request({
    baseURL: apiHost || undefined,
    url: request.url,
    method: request.method,
    params: request.query,
    data: request.body,
    signal,
    // FormData: leave content-type unset so the browser writes the multipart boundary.
    headers,
    onUploadProgress: onUploadProgress
      ? (event) => onUploadProgress(event.total ? event.loaded / event.total : (event.progress ?? 0))
      : undefined,
  });
  // The service worker marks the answers it gave from its cache (client/src/pwa).
  const fromCache = response.headers['x-from-cache'] === '1';
  return {
    status: response.status,
    data: response.data,
    etag: response.headers.etag as string | undefined,
    ...(fromCache ? { fromCache } : {}),
  };
}
