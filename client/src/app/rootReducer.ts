import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, loggedOut } from '../session/authSlice.ts';
import { activityReducer } from './activitySlice.ts';
import type { baseApi } from '../api/baseApi.ts';
import type { RootState } from '../store/types.ts';
import { whenApiLoaded } from '../api/loadedApi.ts';

/** The API slice's state, there once its module has loaded (api/loadedApi.ts). */
type ApiState = ReturnType<(typeof baseApi)['reducer']>;

const combined = combineSlices({
  auth: authReducer,
  activity: activityReducer,
}).withLazyLoadedSlices<{ api: ApiState }>();

whenApiLoaded((api) => combined.inject({ reducerPath: api.reducerPath, reducer: api.reducer as Reducer<ApiState> }));

type CombinedState = ReturnType<typeof combined>;

// The store's type for every layer (store/types.ts) is this combined state.
declare module '../store/types.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: RootState is CombinedState
  interface RootState extends CombinedState {}
}

export type { RootState } from '../store/types.ts';

/** Logout resets every slice to its initial state (the auth slice then records why). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combined(loggedOut.match(action) ? undefined : state, action);
