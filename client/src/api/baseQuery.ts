import { AUTH_HEADER } from '@assessor/contract';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { loadRuntimeConfig } from '../config/runtimeConfig.ts';
import { networkAnswered } from '../pwa/serviceWorker.ts';
import { nextTask } from '../lib/nextTask.ts';
import { readStoredToken } from '../lib/storedSession.ts';
import { COMMON_HEADERS } from './headers.ts';
import { interpretAnswer } from './interpretAnswer.ts';
import { sendWithAxios } from './httpClient.ts';
import {
  NOT_MODIFIED,
  type ApiError,
  type ApiExtraOptions,
  type ApiMeta,
  type ApiRequest,
  type HttpAnswer,
} from './types.ts';

/** The store shape this layer needs; kept structural so the API layer does not depend on the store module. */
interface StateWithToken {
  auth?: { token?: string | null };
}

function tokenFrom(state: unknown): string | null {
  return (state as StateWithToken).auth?.token ?? readStoredToken();
}

function wasAborted(error: unknown, signal: AbortSignal): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return signal.aborted || name === 'AbortError' || name === 'CanceledError';
}

/**
 * The only place HTTP happens. It reports every failure as data (`{ error }`): no toasts, no navigation, no logout.
 * Those belong to the error listener. Every call goes out through axios (api/httpClient.ts), which also reports
 * upload progress.
 */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions, ApiMeta> = async (
  request,
  api,
  extraOptions,
) => {
  const token = tokenFrom(api.getState());
  // Without a token such a call can only collect a 401; the session is already over, so nothing is sent.
  if (extraOptions?.call?.auth && !token) return { error: { status: 'SIGNED_OUT', message: 'Signed out' } };
  const { apiHost } = await loadRuntimeConfig();
  // The call's auth flag rides on every answer's meta, so the error listener reads it from the action itself.
  const callMeta: ApiMeta = extraOptions?.call?.auth === false ? { auth: false } : {};
  // What the server said: the envelope read, status and ETag kept.
  const read = (answer: HttpAnswer) => {
    const meta: ApiMeta = {
      status: answer.status,
      ...(answer.etag ? { etag: answer.etag } : {}),
      ...(answer.fromCache ? { fromCache: true } : {}),
      ...callMeta,
    };
    // Only a conditional request can get 304; its caller (e.g. the notification poll) keeps its previous data.
    if (answer.status === NOT_MODIFIED && request.headers?.['If-None-Match']) return { data: null, meta };
    return { ...interpretAnswer(answer.status, answer.data, extraOptions?.call), meta };
  };
  const headers = { ...COMMON_HEADERS, ...request.headers, ...(token ? { [AUTH_HEADER]: token } : {}) };
  try {
    // Each call's HTTP work (the URL, the headers, the send) in a task of its own: a screen's mount or a prefetch starts
    // several calls at once, and on a slow phone their work in one piece held the page for a long task. (An abort
    // meanwhile reaches the send through the signal: it then rejects at once.)
    await nextTask();
    const answer: HttpAnswer = await sendWithAxios(
      apiHost,
      request,
      headers,
      api.signal,
      request.onUploadProgress ?? extraOptions?.onUploadProgress,
    );
    // The worker marks the answers it gave from its cache; any other answer came over the network.
    if (!answer.fromCache) networkAnswered();
    return read(answer);
  } catch (error) {
    const meta = callMeta.auth === false ? { meta: callMeta } : {};
    if (wasAborted(error, api.signal)) return { error: { status: 'ABORTED', message: 'Aborted' }, ...meta };
    return { error: { status: 'NETWORK', message: 'Network Error' }, ...meta };
  }
};
