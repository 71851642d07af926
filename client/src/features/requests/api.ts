import { requestCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints } from '../../app/api/deriveEndpoints.ts';
import { invalidatesItem, invalidatesLists, providesList } from '../../app/api/tags.ts';

/** Batch requests and notifications (spec §7 "Requests and notifications"). */
export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, requestCalls, {
      batchRequestList: { providesTags: providesList('BatchRequest') },
      // Accepting a request changes the assessor's batches too.
      updateRequestStatus: { invalidatesTags: invalidatesLists('BatchRequest', 'Batch') },
      notificationList: { providesTags: providesList('Notification') },
      changeNotificationStatus: { invalidatesTags: invalidatesItem('Notification') },
    }),
});

export const {
  useBatchRequestListQuery,
  useUpdateRequestStatusMutation,
  useNotificationListQuery,
  useChangeNotificationStatusMutation,
} = requestsApi;
