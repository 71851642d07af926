import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import { loadedApi, whenApiLoaded } from '../api/loadedApi.ts';
import { isQueryAnswer, savedAnswers } from '../api/savedAnswers.ts';
import { storedSessionState } from '../session/hydrate.ts';
import { listenForSession } from '../session/listeners.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

/**
 * A saved answer of the service worker is shown only until the server can answer (api/savedAnswers.ts): the store
 * asks such a query again through its endpoint, unless no screen holds it any more.
 */
function listenForSavedAnswers(
  listener: ReturnType<typeof createListenerMiddleware>,
  store: { dispatch: (action: never) => unknown; getState: () => unknown },
) {
  const saved = savedAnswers(
    (endpointName, originalArgs) => {
      const endpoint = loadedApi()?.endpoints[endpointName];
      if (endpoint) store.dispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }) as never);
    },
    (queryCacheKey) =>
      (store.getState() as { api?: { queries?: Record<string, unknown> } }).api?.queries?.[queryCacheKey] !== undefined,
  );
  listener.startListening({
    predicate: isQueryAnswer,
    effect: (action) => {
      if (isQueryAnswer(action)) saved.take(action);
    },
  });
  if (typeof window !== 'undefined') window.addEventListener('online', saved.online);
}

/** A fresh store; tests build one per test. Without `preloadedState` the session is read from browser storage. */
export function makeStore(preloadedState: Partial<RootState> = storedSessionState()) {
  const listener = createListenerMiddleware();
  // RTK Query's middleware joins once the API slice has loaded (api/loadedApi.ts); until then actions pass untouched.
  const lateMiddleware = createDynamicMiddleware();
  const startListening = listener.startListening.withTypes<RootState>();
  listenForSession(startListening);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          // Multipart bodies (FormData) and upload-progress callbacks travel as mutation arguments.
          ignoredActionPaths: ['meta.arg.originalArgs', 'meta.baseQueryMeta'],
          ignoredPaths: [/^api\.mutations\..*\.originalArgs/],
        },
      })
        .prepend(listener.middleware)
        .concat(lateMiddleware.middleware),
  });
  // The slice's state and middleware start with this action when the API loads after the store was made.
  whenApiLoaded((api) => {
    lateMiddleware.addMiddleware(api.middleware);
    store.dispatch({ type: 'app/apiLoaded' });
    if (typeof window !== 'undefined') api.listenToBrowser(store.dispatch);
  });
  listenForSavedAnswers(listener, store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
