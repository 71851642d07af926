import { closeoutCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { listTag, providesList } from '../../api/tags.ts';

/**
 * The `closeout` capability: raised issues and the invoice. New issues are sent through the outbox (their entries
 * refresh the RaisedIssue list); the invoice is a mutation (the server records it on the first request).
 */
export const closeoutApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, closeoutCalls, {
      raiseIssue: { invalidatesTags: [listTag('RaisedIssue')] },
      raiseIssueList: { providesTags: providesList('RaisedIssue') },
      generateInvoice: { invalidatesTags: [listTag('Invoice')] },
    }),
});

export const { useRaiseIssueListQuery, useGenerateInvoiceMutation } = closeoutApi;
