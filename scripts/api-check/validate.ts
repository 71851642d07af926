import { successEnvelope, type CallSpec, type EmptyForm } from '@assessor/contract';
import Value from 'typebox/value';

/** What a tolerant check of one answer found: drift (the contract or the client must change) and extras (noted). */
export interface Verdict {
  drift: string[];
  extra: string[];
}

/** Every key path `full` has and `cleaned` (the same value with undeclared keys removed) lacks. */
function undeclaredPaths(full: unknown, cleaned: unknown, path = '', found: string[] = []): string[] {
  if (typeof full !== 'object' || full === null || typeof cleaned !== 'object' || cleaned === null) return found;
  for (const [key, value] of Object.entries(full)) {
    // Array items are folded into one path ("/list/*/x"), so a list of 50 items notes an extra field once.
    const shown = `${path}/${Array.isArray(full) ? '*' : key}`;
    if (!(key in cleaned)) {
      if (!found.includes(shown)) found.push(shown);
    } else {
      undeclaredPaths(value, (cleaned as Record<string, unknown>)[key], shown, found);
    }
  }
  return found;
}

/** Whether `details` is one of the "nothing here" answers the call declares (api-facts §1, backend-facts §2). */
function isDeclaredEmpty(call: CallSpec, body: Record<string, unknown>, status: number): boolean {
  const forms: readonly EmptyForm[] = call.emptyForms ?? [];
  const details = body.details;
  if (body.success === false && call.emptyDetails !== undefined && status === 200 && Array.isArray(body.error))
    return true;
  if (body.success !== true) return forms.some((form) => typeof form === 'object' && form.status === status);
  if (forms.includes('emptyArray') && Array.isArray(details) && details.length === 0) return true;
  if (
    forms.includes('emptyObject') &&
    typeof details === 'object' &&
    details !== null &&
    Object.keys(details).length === 0
  )
    return true;
  return (
    forms.includes('idOnly') &&
    typeof details === 'object' &&
    details !== null &&
    Object.keys(details).length === 1 &&
    '_id' in details
  );
}

/**
 * Checks one answer against the contract's success envelope of the call, tolerantly: a key the contract does not
 * declare is only noted; a missing or mistyped field, an error answer, or a body that is not the envelope is drift.
 * The schemas are the contract's own (the mock's check-answers plugin reads the same ones, strictly).
 */
export function checkAnswer(call: CallSpec, status: number, body: unknown): Verdict {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { drift: ['the answer is not the JSON envelope {statusCode, success, message, details}'], extra: [] };
  }
  const answer = body as Record<string, unknown>;
  if (isDeclaredEmpty(call, answer, status)) return { drift: [], extra: [] };
  if (answer.success !== true) {
    const message = typeof answer.message === 'string' ? `: ${answer.message}` : '';
    return { drift: [`an error answer (HTTP ${status}, success ${String(answer.success)})${message}`], extra: [] };
  }
  const schema = successEnvelope(call.details);
  const drift = [...Value.Errors(schema, answer)].map((error) => `${error.instancePath || '/'} ${error.message}`);
  if (typeof answer.statusCode === 'number' && answer.statusCode !== status) {
    drift.push(`/statusCode is ${answer.statusCode} but the HTTP status is ${status}`);
  }
  const extra = undeclaredPaths(answer, Value.Clean(schema, structuredClone(answer)));
  return { drift: [...new Set(drift)], extra };
}
