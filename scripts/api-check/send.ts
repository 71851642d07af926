import { AUTH_HEADER, buildRequest, type CallSpec } from '@assessor/contract';

/** What one call is sent with: path parameters, query, a JSON body, or the text fields of a multipart body. */
export interface Args {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Multipart text fields (no file is ever sent: uploads are not in the check). */
  fields?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** The parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
}

/** Sends one call of the contract to `host` and reads its answer (any status: the check judges it). */
export async function send(host: string, call: CallSpec, args: Args, token?: string): Promise<Answer> {
  const request = buildRequest(call, args);
  const url = new URL(request.url.replace(/^\//, ''), host.endsWith('/') ? host : `${host}/`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers[AUTH_HEADER] = token;
  let body: string | FormData | undefined;
  if (args.fields !== undefined) {
    // fetch sets the multipart content type with its boundary itself.
    const form = new FormData();
    for (const [name, value] of Object.entries(args.fields)) form.append(name, value);
    body = form;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: call.method, headers, body });
  const raw = await response.text();
  try {
    return { status: response.status, body: JSON.parse(raw) as unknown };
  } catch {
    // Not JSON: the check reports it as an unexpected envelope.
    return { status: response.status, body: raw };
  }
}
