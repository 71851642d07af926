import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const notBuiltPage = '<!doctype html><meta charset="utf-8"><title>Assessor mock</title>'
  + '<p>The client is not built. Run <code>npm run build</code>, then restart the mock. The API is served under /api/.</p>';

/** Paths that belong to the server, never to the client router. */
const isServerPath = (url: string) => /^\/(api|__mock)(\/|$|\?)/.test(url);

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD')
  && !isServerPath(request.url)
  && (request.headers.accept ?? '').includes('text/html');

/** Hashed build assets are cached for a year; the entry page and runtime config never. */
function setCacheHeaders(reply: FastifyReply, file: string): void {
  const name = path.basename(file).replace(/\.(gz|br)$/, '');
  if (file.split(path.sep).includes('assets')) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else if (name === 'index.html' || name === 'config.json') {
    reply.header('cache-control', 'no-cache');
  }
}

/** Serves the built client (pre-compressed .br/.gz when the browser takes them) with the SPA fallback. */
export default fp(async (app) => {
  const root = app.config.clientDist;
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    // wildcard: false registers one route per file found at start (no file-system lookup for unknown paths, and
    // the SPA fallback goes straight to index.html); a client rebuilt while the mock runs needs a restart.
    await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders, wildcard: false });
  } else {
    app.log.warn(`No client build in ${root}: serving the API only`);
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(notBuiltPage));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasClient && wantsPage(request)) return reply.sendFile('index.html');
    return reply.fail(404, 'Route not found', `${request.method} ${request.url.split('?')[0]} is not a route`);
  });
}, { name: 'static', dependencies: ['core', 'reply'] });
