import type { AppStore } from '../../store.ts';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { batchesApi } from '../../../features/batches/api.ts';
import { profileApi } from '../../../features/profile/api.ts';
import { requestsApi } from '../../../features/requests/api.ts';
import { homeLists } from './homeLists.ts';

/**
 * Home's requests, sent before home's first render when the app starts on it (app/router/prefetch.ts). That render
 * then reads them already under way; sent from its mount effects instead, they change the store the render has
 * just read, and React draws the screen a second time, in one piece, on a slow phone's busiest moment. The screen's
 * own hooks then join these requests (nothing is asked twice).
 */
export function prefetchHome({ dispatch, getState }: AppStore): void {
  const once = { subscribe: false } as const;
  void dispatch(requestsApi.endpoints.batchRequestList.initiate(homeLists.pending, once));
  void dispatch(batchesApi.endpoints.batchList.initiate(homeLists.ongoing, once));
  void dispatch(batchesApi.endpoints.batchList.initiate(homeLists.upcoming, once));
  void dispatch(batchesApi.endpoints.batchList.initiate(homeLists.completed, once));
  const id = selectAssessorId(getState());
  if (id) void dispatch(profileApi.endpoints.profilePercentage.initiate({ params: { id } }, once));
}
