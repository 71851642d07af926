// Reading and judging the answers of the fuzz run.
import { Buffer } from 'node:buffer';
import net from 'node:net';

/**
 * Sends bytes over a fresh connection (from `localAddress`, a loopback address) and reads the answer until the server
 * closes it. Rejects when none comes.
 */
export function send(port, bytes, timeoutMs = 10_000, localAddress = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const chunks = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => chunks.push(chunk));
    // A reset after the answer was written (the server refusing the rest of a body) still leaves the answer.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      if (text === '') return reject(new Error('closed without an answer'));
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]) || 0, headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
    socket.write(bytes);
  });
}

/** Undoes chunked transfer coding. */
function dechunk(body) {
  let out = '';
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, end), 16);
    if (!size) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 4 + size);
  }
}

/** The request line's method and target, and its headers (lower-case names), read back from the bytes sent. */
export function requestHead(request) {
  const text = request.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const [line = '', ...lines] = (end < 0 ? text : text.slice(0, end)).split('\r\n');
  const [method = '', target = ''] = line.split(' ');
  const headers = Object.fromEntries(
    lines
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { method, target, headers };
}

/** A target a router could read as a `/__mock/` path: decoded, lower-cased, slashes merged, dot segments resolved. */
export function trainerPathOf(target) {
  let path = target.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    /* judged as it is */
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  try {
    path = new URL(path, 'http://fuzz.invalid').pathname;
  } catch {
    /* keep it */
  }
  return /^\/__mock(\/|$)/.test(path) ? path.replace(/\/$/, '') : null;
}

/**
 * What a request must never get, whatever else it gets: a success from a trainer call without the right passcode
 * (any spelling of the path), or a success for a body in a coding the mock does not decode (it would have been acted
 * on). Null when the answer is a refusal or the request is neither.
 */
function forbiddenSuccess(answer, request, passcode) {
  if (answer.status < 200 || answer.status >= 300) return null;
  const { target, headers } = requestHead(request);
  const trainerPath = trainerPathOf(target);
  if (trainerPath && trainerPath !== '/__mock/health' && headers['x-trainer-passcode'] !== passcode) {
    return 'trainer call answered without the passcode';
  }
  const coding = (headers['content-encoding'] ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
  if (coding.length > 0) return `body in ${coding.join(', ')} acted on`;
  return null;
}

/**
 * What is wrong with an answer (null when nothing): a 5xx, no answer, a body that is not the envelope, or a success
 * that must never be (see forbiddenSuccess).
 */
export function check(answer, request, passcode) {
  if (answer.status === 0) return `no answer: ${answer.body}`;
  if (answer.status >= 500) return 'server error';
  const forbidden = forbiddenSuccess(answer, request, passcode);
  if (forbidden) return forbidden;
  const method = request.subarray(0, 8).toString('latin1').split(' ')[0];
  if (answer.status === 304 || method === 'HEAD') return null;
  const text = answer.headers['transfer-encoding'] === 'chunked' ? dechunk(answer.body) : answer.body;
  let body;
  try {
    body = JSON.parse(Buffer.from(text, 'latin1').toString('utf8'));
  } catch {
    return 'body is not JSON';
  }
  if (body === null || typeof body !== 'object') return 'body is not an object';
  if (body.success === true)
    return body.statusCode === answer.status && 'message' in body ? null : 'success body is not the envelope';
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'error,message,statusCode,success' || body.success !== false) return `error body keys: ${keys}`;
  // The HTTP-200 "file not found" quirk (api-facts §1) carries statusCode 200 in an error envelope.
  if (body.statusCode !== answer.status) return `statusCode ${body.statusCode} ≠ HTTP ${answer.status}`;
  return null;
}
