import { authCalls } from '@assessor/contract';
import { baseApi } from '../../api/baseApi.ts';
import { deriveEndpoints } from '../../api/deriveEndpoints.ts';

/** The `auth` capability: logins, OTPs, registration, password reset, logout. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => deriveEndpoints(build, authCalls),
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
  useLogoutMutation,
} = authApi;
