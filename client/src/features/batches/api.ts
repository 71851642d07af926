import { batchCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { providesItem, providesList } from '../../api/tags.ts';

/** The `batches` capability: the assessor's batches and one batch's facts. */
export const batchesApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, batchCalls, {
      batchList: { providesTags: providesList('Batch') },
      batchDetails: { providesTags: providesItem('Batch') },
    }),
});

export const { useBatchListQuery, useBatchDetailsQuery } = batchesApi;
