import { isApiError } from '../api/types.ts';
import { ruleFor } from './messages.ts';

/** The text nested in a failed answer's `error` payload (a string, a list of strings, or `{ message }`). */
function nestedText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (Array.isArray(payload)) return payload.filter((item): item is string => typeof item === 'string').join(', ');
  const inner = (payload as { message?: unknown } | null | undefined)?.message;
  return typeof inner === 'string' ? inner : '';
}

/**
 * What a screen shows for a failed call (spec §8): the server's message, or else the text nested in its `error`
 * (upload errors), or else `fallback`. Every screen uses this; none reads `error.message` itself.
 */
export function screenMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.message && error.status !== 'NETWORK') return error.message;
  return nestedText(error.error) || error.message || fallback;
}

/** Whether the error listener already shows this failure (403/404/500/network, or a session end). */
export function shownGlobally(error: unknown): boolean {
  return !isApiError(error) || ruleFor(error.status, true) !== undefined;
}
