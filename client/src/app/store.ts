import { configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { loadedApi, whenApiLoaded } from '../api/loadedApi.ts';
import { storedSessionState } from '../session/hydrate.ts';
import { listenForSession } from '../session/listeners.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

/**
 * RTK Query's middleware for a store, from the first action after the API slice has loaded (api/loadedApi.ts);
 * before that, actions pass through untouched.
 */
const lazyApiMiddleware: Middleware = (storeApi) => (next) => {
  let throughApi: ((action: unknown) => unknown) | undefined;
  return (action) => {
    const api = loadedApi();
    if (!throughApi && api) throughApi = api.middleware(storeApi)(next);
    return throughApi ? throughApi(action) : next(action);
  };
};

/** A fresh store; tests build one per test. Without `preloadedState` the session is read from browser storage. */
export function makeStore(preloadedState: Partial<RootState> = storedSessionState()) {
  const listener = createListenerMiddleware();
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
        .concat(lazyApiMiddleware),
  });
  // The slice's state and middleware start with this action when the API loads after the store was made.
  whenApiLoaded(() => store.dispatch({ type: 'app/apiLoaded' }));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
