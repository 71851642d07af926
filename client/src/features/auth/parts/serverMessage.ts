import { isApiError, type ApiError } from '../../../api/types.ts';

/** The API error of a mutation result, if it failed. */
export function errorOf(result: { error?: unknown }): ApiError | undefined {
  return 'error' in result && isApiError(result.error) ? result.error : undefined;
}
