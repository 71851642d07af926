import { accountCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';
import { invalidatesLists } from '../../api/tags.ts';

/** The `account` capability: change the password, delete the account. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, accountCalls, {
      changePassword: { invalidatesTags: invalidatesLists('Session') },
    }),
});

export const { useChangePasswordMutation, useDeleteAccountMutation } = accountApi;
