import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/**
 * CORS for jsdom's XHR (the test page's origin differs from the server's): the headers on every answer, and the whole
 * answer to a preflight. True when the request was a preflight and is answered.
 */
export function answeredCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  // The worker's mark on a saved answer (client/src/pwa) is read like the ETag: the page sees the worker's own answer whole.
  res.setHeader('Access-Control-Expose-Headers', 'ETag, x-from-cache');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204).end();
  return true;
}

/**
 * A scripted HTTP server on a free port, answering with `reply(request)`: only for protocol edges the real mock does
 * not produce (304 of a made-up call, non-JSON, dropped connections, odd envelopes) and answers no seed leads to.
 * Screen tests use the real mock (`realMock.ts`). It speaks CORS (`answeredCors`).
 */
export async function startTestServer(reply: (request: RecordedRequest) => Reply): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (answeredCors(req, res)) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(request);
      const { status, body, headers = {} } = reply(request);
      if (status === 304) {
        res.writeHead(status, headers).end();
        return;
      }
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res
        .writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers })
        .end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export const ok = (details?: unknown, message = 'ok'): Reply => ({
  status: 200,
  body: { cacheHit: false, statusCode: 200, success: true, message, ...(details === undefined ? {} : { details }) },
});

export const fail = (status: number, message: string, error: unknown = null): Reply => ({
  status,
  body: { statusCode: status, success: false, message, error },
});
