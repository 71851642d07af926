import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { loadRuntimeConfig } from '../config/runtimeConfig.ts';
import { networkAnswered } from '../pwa/serviceWorker.ts';
import { nextTask } from '../lib/nextTask.ts';
import { readStoredToken } from '../session/storedSession.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';
import { interpretAnswer } from './interpretAnswer.ts';
import { NOT_MODIFIED, type ApiError, type ApiExtraOptions, type ApiMeta, type ApiRequest } from './types.ts';

/** The store shape this layer needs; kept structural so the API layer does not depend on the store module. */
interface StateWithToken {
  auth?: { token?: string | null };
}

function tokenFrom(state: unknown): string | null {
  return (state as StateWithToken).auth?.token ?? readStoredToken();
}

/**
 * The only place HTTP happens. It reports every failure as data (`{ error }`): no toasts, no navigation, no logout.
 * Those belong to the error listener.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions, ApiMeta> = async (
  request,
  api,
  extraOptions,
) => {
  const token = tokenFrom(api.getState());
  // Without a token such a call can only collect a 401; the session is already over, so nothing is sent.
  if (extraOptions?.call?.auth && !token) return { error: { status: 'SIGNED_OUT', message: 'Signed out' } };
  const loadingClient = import('./httpClient.ts');
  loadingClient.catch(() => undefined); // not needed after an early answer; awaited below otherwise
  const { apiHost } = await loadRuntimeConfig();
  // The call's auth flag rides on every answer's meta, so the error listener reads it from the action itself.
  const callMeta: ApiMeta = extraOptions?.call?.auth === false ? { auth: false } : {};
  // A first screen's list the page asked for before the app had loaded (api/earlyAnswers.ts).
  const early = request.method === 'GET' && !request.headers ? await takeEarlyAnswer(apiHost, request.url, request.query, token) : null;
  if (early) {
    const meta: ApiMeta = { status: early.status, ...(early.etag ? { etag: early.etag } : {}), ...callMeta };
    return { ...interpretAnswer(early.status, early.data, extraOptions?.call), meta };
  }
  const { http, isCancel } = await loadingClient;
  // Each call's HTTP work (axios's config merge, the URL, the send) in a task of its own: a screen's mount or a
  // prefetch starts several calls at once, and on a slow phone their work in one piece held the page for a long task.
  // (An abort meanwhile reaches axios through the signal: it then rejects at once.)
  await nextTask();
  const onUploadProgress = request.onUploadProgress ?? extraOptions?.onUploadProgress;
  try {
    const response = await http.request({
      baseURL: apiHost || undefined,
      url: request.url,
      method: request.method,
      params: request.query,
      data: request.body,
      signal: api.signal,
      // FormData: leave content-type unset so the browser writes the multipart boundary.
      headers: { ...request.headers, ...(token ? { 'x-auth-token': token } : {}) },
      onUploadProgress: onUploadProgress
        ? (event) => onUploadProgress(event.total ? event.loaded / event.total : (event.progress ?? 0))
        : undefined,
    });
    if (request.method !== 'GET' || response.status === NOT_MODIFIED) networkAnswered();
    const etag = response.headers.etag as string | undefined;
    const meta: ApiMeta = { status: response.status, ...(etag ? { etag } : {}), ...callMeta };
    // Only a conditional request can get 304; its caller (e.g. the notification poll) keeps its previous data.
    if (response.status === NOT_MODIFIED && request.headers?.['If-None-Match']) return { data: null, meta };
    return { ...interpretAnswer(response.status, response.data, extraOptions?.call), meta };
  } catch (error) {
    const meta = callMeta.auth === false ? { meta: callMeta } : {};
    if (isCancel(error) || api.signal.aborted) return { error: { status: 'ABORTED', message: 'Aborted' }, ...meta };
    return { error: { status: 'NETWORK', message: 'Network Error' }, ...meta };
  }
};
