import { candidateCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { invalidatesLists, providesList } from '../../api/tags.ts';

/** The `candidates` capability: the batch's candidates and their attendance. */
export const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, candidateCalls, {
      candidateList: { providesTags: providesList('Candidate') },
      saveCandidateAttendance: { invalidatesTags: invalidatesLists('Candidate') },
    }),
  // features/marks injects candidateList too (identical definition); either may load first.
  overrideExisting: true,
});

export const { useCandidateListQuery, useSaveCandidateAttendanceMutation } = candidatesApi;
