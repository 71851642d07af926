import type { DetailsOf, ErrorOf, authCalls } from '@assessor/contract';
import type { ApiError } from '../../api/types.ts';
import type { UserData } from '../../session/authSlice.ts';

type Login = typeof authCalls.loginAssessor;
type LoginDetails = DetailsOf<Login>;
/** 422 payload as the contract declares it: `{ mobile }`. */
type MobileNotVerified = ErrorOf<Login, 422>;
/** 426 payload as the contract declares it: `{ _id, mobile, email }`. */
type ProfileNotCreated = ErrorOf<Login, 426>;

/** What is stored under `userData`: the login details without the token. */
export function userDataFrom(details: LoginDetails): UserData {
  const { token: _token, ...userData } = details;
  return userData;
}

/**
 * The named fields of a declared payload that arrived as text. The real API may send `error` as a string, leave it
 * out, or send only part of it, so the declaration says what to look for, not what is there.
 */
function textFields<T extends Record<string, string>, K extends keyof T & string>(
  payload: unknown,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  if (typeof payload !== 'object' || payload === null) return {};
  const found: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    const value: unknown = (payload as Record<string, unknown>)[key];
    if (typeof value === 'string') found[key] = value as T[K];
  }
  return found;
}

/** The mobile a 422 answer (mobile not verified) refers to. */
export function mobileFrom(error: ApiError): MobileNotVerified['mobile'] | undefined {
  return textFields<MobileNotVerified, 'mobile'>(error.error, ['mobile']).mobile;
}

/** The `_id` and mobile a 426 answer (profile not created) carries, for registration completion. */
export function completionFrom(error: ApiError): Partial<Pick<ProfileNotCreated, '_id' | 'mobile'>> {
  return textFields<ProfileNotCreated, '_id' | 'mobile'>(error.error, ['_id', 'mobile']);
}
