import { candidateCalls, markCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { invalidatesLists, providesList } from '../../api/tags.ts';

export const marksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...deriveEndpoints(build, markCalls, {
      nosList: { providesTags: providesList('Nos') },
      getNosMarks: { providesTags: providesList('Marks') },
      nosQuestions: { providesTags: providesList('Nos') },
      saveNosMarks: { invalidatesTags: invalidatesLists('Marks', 'Candidate') },
      saveTheoryMarks: { invalidatesTags: invalidatesLists('Marks', 'Candidate') },
      uploadCandidateFile: { invalidatesTags: invalidatesLists('VivaFile') },
      viewCandidateFiles: { providesTags: providesList('VivaFile') },
      deleteCandidateFile: { invalidatesTags: invalidatesLists('VivaFile') },
    }),
    // Marking needs the batch's candidates too (order, attendance). Features may not import each other, so this
    // injects the same contract call with the same tags as features/candidates; either may load first.
    ...deriveEndpoints(
      build,
      { candidateList: candidateCalls.candidateList },
      {
        candidateList: { providesTags: providesList('Candidate') },
      },
    ),
  }),
  overrideExisting: true,
});

export const {
  useNosListQuery,
  useGetNosMarksQuery,
  useNosQuestionsQuery,
  useSaveNosMarksMutation,
  useSaveTheoryMarksMutation,
  useUploadCandidateFileMutation,
  useViewCandidateFilesQuery,
  useDeleteCandidateFileMutation,
  useCandidateListQuery: useBatchCandidatesQuery,
} = marksApi;
