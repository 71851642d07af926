import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { listenForSessionChanges } from '../session/sessionListener.ts';
import { initialAuthState } from '../session/authSlice.ts';
import { readStoredToken, readStoredUserData } from '../session/storedSession.ts';
import { baseApi } from '../api/baseApi.ts';
import { listenForApiErrors } from '../session/errorListener.ts';
import { rootReducer, type RootState } from './rootReducer.ts';

/** The session stored by an earlier visit (keys `token`, `userData`). */
function hydratedState(): Partial<RootState> {
  const token = readStoredToken();
  return token ? { auth: { ...initialAuthState, token, userInfo: readStoredUserData() } } : {};
}

/** A fresh store; tests build one per test. Without `preloadedState` the session is read from browser storage. */
export function makeStore(preloadedState: Partial<RootState> = hydratedState()) {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<RootState>();
  listenForApiErrors(startListening);
  listenForSessionChanges(startListening);
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
