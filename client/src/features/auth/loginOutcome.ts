import type { DetailsOf } from '@assessor/contract';
import type { authCalls } from '@assessor/contract';
import type { ApiError } from '../../api/types.ts';
import type { UserData } from '../../session/authSlice.ts';

type LoginDetails = DetailsOf<typeof authCalls.loginAssessor>;

/** What is stored under `userData`: the login details without the token. */
export function userDataFrom(details: LoginDetails): UserData {
  const { token: _token, ...userData } = details;
  return userData;
}

/** The mobile a 422 answer (mobile not verified) refers to, wherever the server put it. */
export function mobileFrom(error: ApiError): string | undefined {
  const payload = error.error;
  if (typeof payload === 'object' && payload !== null && 'mobile' in payload) {
    const mobile = (payload as { mobile?: unknown }).mobile;
    if (typeof mobile === 'string') return mobile;
  }
  return undefined;
}

/** The `_id` and mobile a 426 answer (profile not created) carries, for registration completion. */
export function completionFrom(error: ApiError): { _id?: string; mobile?: string } {
  const payload = (typeof error.error === 'object' && error.error !== null ? error.error : {}) as { _id?: unknown; mobile?: unknown };
  return {
    ...(typeof payload._id === 'string' ? { _id: payload._id } : {}),
    ...(typeof payload.mobile === 'string' ? { mobile: payload.mobile } : {}),
  };
}
