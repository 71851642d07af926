import { attendanceCalls, candidateCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints } from '../../app/api/deriveEndpoints.ts';
import { invalidatesLists, providesList } from '../../app/api/tags.ts';

// Clock-in is served through features/batches.
const { clockIn: _clockIn, ...rest } = attendanceCalls;

export const attendanceApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, { ...rest, ...candidateCalls }, {
      candidateList: { providesTags: providesList('Candidate') },
      saveCandidateAttendance: { invalidatesTags: invalidatesLists('Candidate') },
      assessorAttendanceList: { providesTags: providesList('Attendance') },
      attendanceLogs: { providesTags: providesList('Attendance') },
      applyRegularize: { invalidatesTags: invalidatesLists('Attendance', 'Regularize') },
    }),
});

export const {
  useCandidateListQuery,
  useSaveCandidateAttendanceMutation,
  useAssessorAttendanceListQuery,
  useAttendanceLogsQuery,
  useApplyRegularizeMutation,
} = attendanceApi;
