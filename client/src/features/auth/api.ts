import { accountCalls, authCalls, profileCalls } from '@assessor/contract';
import { baseApi } from '../../app/api/baseApi.ts';
import { deriveEndpoints } from '../../app/api/deriveEndpoints.ts';
import { invalidatesLists } from '../../app/api/tags.ts';

const { getStates, getCities } = profileCalls;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    deriveEndpoints(build, { ...authCalls, ...accountCalls, getStates, getCities }, {
      changePassword: { invalidatesTags: invalidatesLists('Session') },
    }),
});

export const {
  useLoginAssessorMutation,
  useLoginByOtpMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useRegisterAssessorMutation,
  useForgetPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useLogoutMutation,
  useGetStatesMutation,
  useGetCitiesMutation,
  useDeleteAccountMutation,
} = authApi;
