import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, loggedOut } from '../session/authSlice.ts';
import { assessorReducer } from '../features/batches/assessorSlice.ts';
import { activityReducer } from './activitySlice.ts';
import { baseApi } from '../api/baseApi.ts';

const combined = combineReducers({
  auth: authReducer,
  activity: activityReducer,
  assessor: assessorReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof combined>;

/** Logout resets every slice to its initial state (the auth slice then records why). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combined(loggedOut.match(action) ? undefined : state, action);
