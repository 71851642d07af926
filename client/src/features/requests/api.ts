import { requestCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { invalidatesLists, providesList } from '../../api/tags.ts';

/** Batch requests (spec §7 "Requests and notifications"). */
export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, requestCalls, {
      batchRequestList: { providesTags: providesList('BatchRequest') },
      // Deciding a request changes the assessor's batches and sends them a notification.
      updateRequestStatus: { invalidatesTags: invalidatesLists('BatchRequest', 'Batch', 'Notification') },
    }),
});

export const { useBatchRequestListQuery, useUpdateRequestStatusMutation } = requestsApi;
