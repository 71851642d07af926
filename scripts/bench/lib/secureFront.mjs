// An HTTPS front that speaks HTTP/2 (and HTTP/1.1 to clients without it) before a plain-HTTP server: how a production
// host serves the client. A service worker and an installable app need a secure origin, and every HTTPS host or CDN
// negotiates HTTP/2, so the page and its API calls share one connection; the mock alone answers over HTTP/1.1, where
// Lighthouse's simulation opens up to six cold connections per origin.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '../../lib/processes.mjs';

// Hop-by-hop headers (RFC 9110 §7.6.1) and HTTP/2's pseudo-headers do not cross a proxy.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP.has(name)));
}

/**
 * A self-signed certificate for 127.0.0.1 (made with the openssl command) and the SHA-256 of its public key, base64:
 * what Chromium's `--ignore-certificate-errors-spki-list` takes to trust it as if a known authority had signed it, so
 * the page is a secure context and its service worker registers.
 */
export function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'assessor-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
    return { key, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on 127.0.0.1 (a free port) and forwards every request to `upstream` (an http:// origin), streaming both ways.
 * Resolves with the front's https:// origin and a `close()`.
 */
export async function startSecureFront(upstream, { key, cert }) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...endToEnd(request.headers), host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (response.destroyed) return;
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A request the browser gave up on (a cancelled preload, a closed page) is given up upstream too.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  const origin = `https://127.0.0.1:${await listen(server)}`;
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
