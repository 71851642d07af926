import { i18n } from '../i18n/index.ts';
import { answerText } from './answerText.ts';

/** The text of a failed answer: the server's own (`answerText.ts`), else a fallback naming the status. */
export function answerMessage(message: unknown, error: unknown, status: number | string): string {
  return answerText(message, error) ?? i18n.t('errors:noMessage', { status });
}
