// Reading and judging the answers of the fuzz run.
import { Buffer } from 'node:buffer';
import net from 'node:net';

/** Sends bytes over a fresh connection and reads the answer until the server closes it. Rejects when none comes. */
export function send(port, bytes, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
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
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
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

/** What is wrong with an answer (null when nothing): a 5xx, no answer, or a body that is not the envelope. */
export function check(answer, request) {
  if (answer.status === 0) return `no answer: ${answer.body}`;
  if (answer.status >= 500) return 'server error';
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
  if (body.success === true) return body.statusCode === answer.status && 'message' in body ? null : 'success body is not the envelope';
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'error,message,statusCode,success' || body.success !== false) return `error body keys: ${keys}`;
  // The HTTP-200 "file not found" quirk (api-facts §1) carries statusCode 200 in an error envelope.
  if (body.statusCode !== answer.status) return `statusCode ${body.statusCode} ≠ HTTP ${answer.status}`;
  return null;
}
