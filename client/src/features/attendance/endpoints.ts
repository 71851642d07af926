import { attendanceCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { invalidatesLists, listTag, providesList } from '../../api/tags.ts';

/** The `attendance` capability: the assessor's clock-in/out, attendance records, logs and regularisation. */
export const attendanceApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, attendanceCalls, {
      clockIn: { invalidatesTags: invalidatesLists('Attendance', 'Batch') },
      assessorAttendanceList: { providesTags: providesList('Attendance') },
      attendanceLogs: { providesTags: (result) => [...providesList('Attendance')(result), listTag('Regularize')] },
      applyRegularize: { invalidatesTags: invalidatesLists('Attendance', 'Regularize') },
    }),
});

export const {
  useClockInMutation,
  useAssessorAttendanceListQuery,
  useAttendanceLogsQuery,
  useApplyRegularizeMutation,
} = attendanceApi;
