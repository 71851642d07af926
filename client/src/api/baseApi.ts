import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery.ts';
import { announceApi, type LoadedApi } from './loadedApi.ts';

/** Cache tags; each feature tags items by id plus a 'LIST' entry per type. */
export const tagTypes = [
  'Session',
  'Batch',
  'BatchRequest',
  'Nos',
  'Marks',
  'VivaFile',
  'Evidence',
  'TabStatus',
  'ActivityCount',
  'Candidate',
  'Attendance',
  'Regularize',
  'Profile',
  'ProfileDoc',
  'BankDetail',
  'JobRole',
  'Location',
  'Notification',
  'RaisedIssue',
  'Invoice',
] as const;

export type TagType = (typeof tagTypes)[number];

/** The one API slice. Features add their endpoints with `injectEndpoints` + `deriveEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  // Back online, every query on screen asks the server again (with the store's browser listeners, app/store.ts).
  refetchOnReconnect: true,
});

// The store takes the slice in now (loadedApi.ts): nothing before this module needed it.
announceApi(Object.assign(baseApi, { listenToBrowser: setupListeners }) as unknown as LoadedApi);

export type BaseQuery = typeof baseQuery;
