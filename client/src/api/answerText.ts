/**
 * The server's own text of a failed answer, if it sent one. The real back end often sends no `message` (undefined
 * constants) or an Error object that serialises to `{}` (backend-facts §2): then the text inside `error`.
 */
export function answerText(message: unknown, error: unknown): string | undefined {
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  const inner = (error as { message?: unknown } | null | undefined)?.message;
  return typeof inner === 'string' && inner.trim() ? inner : undefined;
}
