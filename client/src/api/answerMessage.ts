import { i18n } from '../i18n/index.ts';

/**
 * The text of a failed answer. The real back end often sends no `message` (undefined constants) or an Error object
 * that serialises to `{}` (backend-facts §2): then the text inside `error`, else a fallback naming the status.
 */
export function answerMessage(message: unknown, error: unknown, status: number | string): string {
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  const inner = (error as { message?: unknown } | null | undefined)?.message;
  if (typeof inner === 'string' && inner.trim()) return inner;
  return i18n.t('errors:noMessage', { status });
}
