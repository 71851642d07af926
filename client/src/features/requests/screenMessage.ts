import { isApiError } from '../../api/types.ts';
import { ruleFor } from '../../session/messages.ts';

/** The server's message when the screen must show it (400-type); '' when the global listener already speaks. */
export function screenMessage(error: unknown): string {
  if (!isApiError(error) || ruleFor(error.status, true)) return '';
  return error.message;
}
