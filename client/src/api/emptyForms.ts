import type { CallSpec, EmptyForm } from '@assessor/contract';

interface Answer {
  statusCode: number;
  message?: unknown;
  details?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function matches(form: EmptyForm, failed: boolean, httpStatus: number, body: Answer): boolean {
  if (typeof form === 'object') {
    const status = httpStatus >= 400 ? httpStatus : body.statusCode;
    return failed && status === form.status && body.message === form.message;
  }
  if (failed) return false;
  const { details } = body;
  if (form === 'emptyObject') return isPlainObject(details) && Object.keys(details).length === 0;
  if (form === 'emptyArray') return Array.isArray(details) && details.length === 0;
  return isPlainObject(details) && Object.keys(details).length === 1 && '_id' in details;
}

/**
 * Whether this answer is one of the call's declared "empty" forms (contract `emptyForms`, backend-facts §2), to be read
 * as the call's `emptyDetails`.
 */
export function isDeclaredEmpty(
  call: CallSpec | undefined,
  failed: boolean,
  httpStatus: number,
  body: Answer,
): boolean {
  if (!call?.emptyForms || call.emptyDetails === undefined) return false;
  return call.emptyForms.some((form) => matches(form, failed, httpStatus, body));
}
