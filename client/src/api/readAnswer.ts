import type { CallSpec } from '@assessor/contract';
import { isDeclaredEmpty } from './emptyForms.ts';
import type { ApiError } from './types.ts';

export type Outcome = { data: unknown } | { error: ApiError };

interface Envelope {
  statusCode: number;
  success?: boolean;
  message?: unknown;
  details?: unknown;
  error?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { statusCode?: unknown }).statusCode === 'number';
}

/** The api-facts §1 quirk: an empty list answered as HTTP 200, success false, statusCode 200, error []. */
function isEmptyListQuirk(httpStatus: number, body: Envelope): boolean {
  return httpStatus === 200 && body.statusCode === 200 && Array.isArray(body.error) && body.error.length === 0;
}

/** A failed answer's text from its `message` and `error` (the page's falls back on a translated text). */
export type MessageOf = (message: unknown, error: unknown, status: number | string) => string;

/**
 * Reads one HTTP answer of the API (api-facts §1) into RTK Query's `{ data }` or `{ error }`. No DOM, no store: the
 * service worker reads the outbox's answers with it too (`interpretAnswer.ts` is the page's, with translated texts).
 */
export function readAnswer(
  httpStatus: number,
  body: unknown,
  call: CallSpec | undefined,
  messageOf: MessageOf,
): Outcome {
  if (!isEnvelope(body)) {
    return {
      error: {
        status: httpStatus >= 400 ? httpStatus : 'INVALID_RESPONSE',
        message: 'Invalid response from the server',
        error: body,
      },
    };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  const failed =
    body.success === false || (body.success === undefined && (httpStatus >= 400 || body.statusCode >= 400));
  if (isDeclaredEmpty(call, failed, httpStatus, body)) return { data: call?.emptyDetails };
  if (!failed) return { data: body.details ?? null };
  if (call?.emptyDetails !== undefined && isEmptyListQuirk(httpStatus, body)) return { data: call.emptyDetails };
  const status = httpStatus >= 400 ? httpStatus : body.statusCode;
  return { error: { status, message: messageOf(message, body.error, status), error: body.error } };
}
