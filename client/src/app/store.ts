import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi.ts';
import { storedSessionState } from '../session/hydrate.ts';
import { listenForSession } from '../session/listeners.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

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
        .concat(baseApi.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
