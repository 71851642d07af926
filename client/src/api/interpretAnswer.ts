import type { CallSpec } from '@assessor/contract';
import { answerMessage } from './answerMessage.ts';
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

/** Reads one HTTP answer of the API (api-facts §1) into RTK Query's `{ data }` or `{ error }`. */
export function interpretAnswer(httpStatus: number, body: unknown, call?: CallSpec): Outcome {
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
  return { error: { status, message: answerMessage(message, body.error, status), error: body.error } };
}
