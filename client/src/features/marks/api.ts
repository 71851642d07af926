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
    // The candidates feature owns this call; marking needs the same list (order, attendance) under its own name.
    ...deriveEndpoints(build, { batchCandidates: candidateCalls.candidateList }, {
      batchCandidates: { providesTags: providesList('Candidate') },
    }),
  }),
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
  useBatchCandidatesQuery,
} = marksApi;
