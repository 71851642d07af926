// Requests as the benchmarks send them: raw `http` on a keep-alive agent, timed, never rejecting.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { PASSCODE } from '../../lib/processes.mjs';

/** A JPEG by its first bytes (what the mock's type check reads), `bytes` long. */
export function jpeg(bytes) {
  const file = Buffer.alloc(bytes, 0x5a);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(file);
  file[bytes - 2] = 0xff;
  file[bytes - 1] = 0xd9;
  return file;
}
/** A multipart/form-data body of text fields and one file. */
export function multipart(fields, file) {
  const boundary = `----classroom${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** One call; resolves { status, body?, etag, ms } or { error, ms }; never rejects. */
export function call(agent, port, method, path, { json, form, token, headers = {} } = {}) {
  const started = process.hrtime.bigint();
  const payload = json ? Buffer.from(JSON.stringify(json)) : form?.body;
  const sent = {
    ...headers,
    ...(json ? { 'content-type': 'application/json' } : form ? { 'content-type': form.type } : {}),
    ...(payload ? { 'content-length': payload.length } : {}),
    ...(token ? { 'x-auth-token': token } : {}),
    ...(path.startsWith('/__mock/') ? { 'x-trainer-passcode': PASSCODE } : {}),
  };
  return new Promise((done) => {
    const finish = (result) => done({ ...result, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers: sent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        finish({ status: response.statusCode, body, etag: response.headers.etag });
      });
      response.on('error', (error) => finish({ error: error.message }));
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => finish({ error: error.message }));
    request.end(payload);
  });
}

/** A set-up call that must succeed: its `details`; throws with the status and the body's start otherwise. */
export async function must(port, method, path, options) {
  const result = await call(undefined, port, method, path, options);
  if (result.error || result.status >= 300)
    throw new Error(
      `${method} ${path} → ${result.error ?? result.status} ${JSON.stringify(result.body).slice(0, 300)}`,
    );
  return result.body.details;
}
