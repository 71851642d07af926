import type { AppStore } from '../../store.ts';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { batchesApi } from '../../../features/batches/api.ts';
import { profileApi } from '../../../features/profile/api.ts';
import { requestsApi } from '../../../features/requests/api.ts';
import { nextTask } from '../../../lib/nextTask.ts';
import { homeLists } from './homeLists.ts';

/**
 * Home's requests, sent before home's first render when the app starts on it (app/router/prefetch.ts). That render
 * then reads them already under way; sent from its mount effects instead, they change the store the render has
 * just read, and React draws the screen a second time, in one piece, on a slow phone's busiest moment. The screen's
 * own hooks then join these requests (nothing is asked twice). One request per task: five at once were one long task
 * on a slow phone (each goes through the store's reducers and middleware). Resolves once all are under way; the first
 * render waits for that (app/router/AppRouter.tsx).
 */
export async function prefetchHome({ dispatch, getState }: AppStore): Promise<void> {
  const once = { subscribe: false } as const;
  const id = selectAssessorId(getState());
  const requests = [
    () => dispatch(requestsApi.endpoints.batchRequestList.initiate(homeLists.pending, once)),
    () => dispatch(batchesApi.endpoints.batchList.initiate(homeLists.ongoing, once)),
    () => dispatch(batchesApi.endpoints.batchList.initiate(homeLists.upcoming, once)),
    () => dispatch(batchesApi.endpoints.batchList.initiate(homeLists.completed, once)),
    ...(id ? [() => dispatch(profileApi.endpoints.profilePercentage.initiate({ params: { id } }, once))] : []),
  ];
  for (const [index, send] of requests.entries()) {
    if (index > 0) await nextTask();
    void send();
  }
}
