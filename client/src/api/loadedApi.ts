import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * The API slice's hand-over to the store. RTK Query (and the whole `api/` request layer) is not part of the first
 * load: the login screen loads it when its form takes the focus or at the latest when it sends
 * (`features/auth/LoginScreen.tsx`), any other screen with the code that uses it. When `baseApi.ts` runs it announces
 * itself here; the root reducer takes in its reducer and every store adds its middleware (RTK's dynamic middleware,
 * `app/store.ts`).
 */
export interface LoadedApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState(): UnknownAction };
  /** Each endpoint's `initiate` (api/savedAnswers.ts asks a query again with it). */
  endpoints: Record<
    string,
    { initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): unknown }
  >;
  /** RTK Query's browser listeners for a store (`setupListeners`: `online` refetches every query on screen). */
  listenToBrowser(dispatch: (action: UnknownAction) => unknown): () => void;
}

let loaded: LoadedApi | undefined;
const waiting: ((api: LoadedApi) => void)[] = [];

/** Called once, by `baseApi.ts`. */
export function announceApi(api: LoadedApi): void {
  loaded = api;
  for (const listener of waiting.splice(0)) listener(api);
}

/** Runs the listener when the API slice is there: at once if it is, else once it loads (in the order asked). */
export function whenApiLoaded(listener: (api: LoadedApi) => void): void {
  if (loaded) listener(loaded);
  else waiting.push(listener);
}

export const loadedApi = (): LoadedApi | undefined => loaded;
