import { isApiError } from '../../api/types.ts';

/** Spec §8: an upload error shows the server's message, or else the text nested in its `error`. */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.message && error.status !== 'NETWORK') return error.message;
  const nested = error.error;
  if (typeof nested === 'string' && nested) return nested;
  if (Array.isArray(nested)) {
    const texts = nested.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) return texts.join(', ');
  }
  const inner = (nested as { message?: unknown } | null | undefined)?.message;
  if (typeof inner === 'string' && inner) return inner;
  return error.message || fallback;
}

/** Whether a request ended because the user cancelled it. */
export function wasCancelled(error: unknown): boolean {
  return (isApiError(error) && error.status === 'ABORTED') || (error as { name?: unknown } | undefined)?.name === 'AbortError';
}
