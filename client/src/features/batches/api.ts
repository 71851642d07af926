import { attendanceCalls, batchCalls, evidenceCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints } from '../../app/api/deriveEndpoints.ts';
import { invalidatesLists, providesItem, providesList } from '../../app/api/tags.ts';

const { clockIn } = attendanceCalls;
const { activityCount, getTimeStampId, updateTabStatus } = evidenceCalls;

export const batchesApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, { ...batchCalls, clockIn, activityCount, getTimeStampId, updateTabStatus }, {
      batchList: { providesTags: providesList('Batch') },
      batchDetails: { providesTags: providesItem('Batch') },
      clockIn: { invalidatesTags: invalidatesLists('Attendance', 'Batch') },
      activityCount: { providesTags: providesList('ActivityCount') },
      getTimeStampId: { providesTags: providesList('TabStatus') },
      updateTabStatus: { providesTags: [] },
    }),
});

export const {
  useBatchListQuery,
  useBatchDetailsQuery,
  useClockInMutation,
  useActivityCountQuery,
  useGetTimeStampIdQuery,
  useLazyUpdateTabStatusQuery,
} = batchesApi;
