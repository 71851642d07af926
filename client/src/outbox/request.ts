import { buildRequest, type CallSpec, type HttpRequest } from '@assessor/contract';
import { callOfEndpoint } from '../api/callOfEndpoint.ts';
import type { OutboxCall } from './types.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The multipart body of a call: its text fields first, then its files (the API reads them in that order). */
export function multipartOf(call: OutboxCall): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(call.fields ?? {})) body.append(name, value);
  for (const file of call.files ?? []) body.append(file.field, file.blob, file.name);
  return body;
}

/**
 * The HTTP request of an outbox call, the same from the page (axios) and the service worker (fetch): the contract's
 * path and query, a multipart body when the call has fields or files, and `key` as `Idempotency-Key` on every call
 * that changes server state. Undefined for a call the contract does not know.
 */
export function requestOf(
  call: OutboxCall,
  key: string | undefined,
): { spec: CallSpec; request: HttpRequest; headers: Record<string, string> | undefined } | undefined {
  const spec = callOfEndpoint(call.call);
  if (!spec) return undefined;
  const multipart = call.files !== undefined || call.fields !== undefined;
  const request = buildRequest(spec, { ...call.args, ...(multipart ? { body: multipartOf(call) } : {}) });
  const headers = key && spec.method !== 'GET' ? { [IDEMPOTENCY_HEADER]: key } : undefined;
  return { spec, request, headers };
}
