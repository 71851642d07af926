import { useCallback } from 'react';
import { baseApi } from '../../api/baseApi.ts';
import { listTag } from '../../api/tags.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { evidenceApi } from './api.ts';

/**
 * Spec §4: after each upload or delete, the tab status says whether any file remains in the tab. `remainingHere` is
 * the count of the day on screen; when it is 0, other days may still hold files, which the activity count tells.
 */
export function useTabStatusSync(batchId: string, tabId: string) {
  const dispatch = useAppDispatch();
  const assesorId = useAppSelector(selectAssessorId);
  return useCallback(
    async (remainingHere: number) => {
      let any = remainingHere > 0;
      if (!any && assesorId) {
        const count = await dispatch(
          evidenceApi.endpoints.activityCount.initiate(
            { query: { batchId, assesorId } },
            { forceRefetch: true, subscribe: false },
          ),
        );
        any = (count.data?.tabs.find((tab) => tab._id === tabId)?.fileCount ?? 0) > 0;
      }
      await dispatch(
        evidenceApi.endpoints.updateTabStatus.initiate(
          { params: { id: tabId }, query: { tabStatus: any } },
          { forceRefetch: true, subscribe: false },
        ),
      );
      dispatch(baseApi.util.invalidateTags([listTag('ActivityCount')]));
    },
    [assesorId, batchId, dispatch, tabId],
  );
}
