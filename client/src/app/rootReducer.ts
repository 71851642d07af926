import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, loggedOut } from '../session/authSlice.ts';
import { activityReducer } from './activitySlice.ts';
import type { baseApi } from '../api/baseApi.ts';
import { whenApiLoaded } from '../api/loadedApi.ts';

/** The API slice's state, there once its module has loaded (api/loadedApi.ts). */
type ApiState = ReturnType<(typeof baseApi)['reducer']>;

const combined = combineSlices({
  auth: authReducer,
  activity: activityReducer,
}).withLazyLoadedSlices<{ api: ApiState }>();

whenApiLoaded((api) => combined.inject({ reducerPath: api.reducerPath, reducer: api.reducer as Reducer<ApiState> }));

export type RootState = ReturnType<typeof combined>;

/** Logout resets every slice to its initial state (the auth slice then records why). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combined(loggedOut.match(action) ? undefined : state, action);
