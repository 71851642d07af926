import { buildRequest } from '@assessor/contract';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '../api/baseQuery.ts';
import { callOfEndpoint } from '../api/callOfEndpoint.ts';
import { networkFailed } from '../pwa/serviceWorker.ts';
import type { Transport } from './outbox.ts';
import type { OutboxCall } from './types.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The multipart body of a call: its text fields first, then its files (the API reads them in that order). */
function multipartOf(call: OutboxCall): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(call.fields ?? {})) body.append(name, value);
  for (const file of call.files ?? []) body.append(file.field, file.blob, file.name);
  return body;
}

/**
 * Sends outbox calls through the one base query, not through RTK Query endpoints: the outbox runs before a feature's
 * endpoints are injected, and its retries must not toast every network failure (the outbox shows its own state).
 */
export function baseQueryTransport(getState: () => unknown): Transport {
  return async (call, key, signal, onProgress) => {
    const spec = callOfEndpoint(call.call);
    if (!spec) return { error: { status: 400, message: `Unknown call ${call.call}` } };
    const multipart = call.files !== undefined || call.fields !== undefined;
    const request = buildRequest(spec, { ...call.args, ...(multipart ? { body: multipartOf(call) } : {}) });
    const headers = key && spec.method !== 'GET' ? { [IDEMPOTENCY_HEADER]: key } : undefined;
    const api = {
      signal,
      getState,
      dispatch: () => undefined,
      abort: () => undefined,
      extra: undefined,
      endpoint: call.call,
      type: spec.method === 'GET' ? 'query' : 'mutation',
    };
    const result = await baseQuery(
      { ...request, headers, onUploadProgress: onProgress },
      api as unknown as BaseQueryApi,
      { call: spec },
    );
    if (!('error' in result && result.error)) return { data: result.data };
    // The request could not go out: the banner says offline or "Can't reach the server", as for a screen's read.
    if (result.error.status === 'NETWORK') networkFailed();
    return { error: result.error };
  };
}
