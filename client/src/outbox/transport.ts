import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '../api/baseQuery.ts';
import { networkFailed } from '../pwa/serviceWorker.ts';
import type { Transport } from './outbox.ts';
import { requestOf } from './request.ts';

export { IDEMPOTENCY_HEADER } from './request.ts';

/**
 * The page's sender: outbox calls go through the one base query, not through RTK Query endpoints: the outbox runs
 * before a feature's endpoints are injected, and its retries must not toast every network failure (the outbox shows
 * its own state). The service worker sends the same requests with fetch (`fetchTransport.ts`).
 */
export function baseQueryTransport(getState: () => unknown): Transport {
  return async (call, key, signal, onProgress) => {
    const built = requestOf(call, key);
    if (!built) return { error: { status: 400, message: `Unknown call ${call.call}` } };
    const { spec, request, headers } = built;
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
