import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const notBuiltPage =
  '<!doctype html><meta charset="utf-8"><title>Assessor mock</title>' +
  '<p>The client is not built. Run <code>npm run build</code>, then restart the mock. The API is served under /api/.</p>';

/** Paths that belong to the server, never to the client router. */
const isServerPath = (url: string) => /^\/(api|__mock)(\/|$|\?)/.test(url);

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isServerPath(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** Files that must be revalidated on every load: the pages, runtime config, and what decides an app update. */
const revalidated = new Set(['config.json', 'sw.js', 'manifest.webmanifest']);
const isRevalidated = (name: string) => revalidated.has(name) || name.endsWith('.html');

/**
 * Pages the client's build pre-rendered beside index.html (client/scripts/prerender.ts): `login.html` answers `/login`.
 * Every other page path gets index.html.
 */
function prerenderedPages(root: string): Map<string, string> {
  const files = readdirSync(root).filter((name) => name.endsWith('.html') && name !== 'index.html');
  return new Map(files.map((name) => [`/${name.slice(0, -'.html'.length)}`, name]));
}

/**
 * Hashed build assets (and Workbox's hashed runtime beside sw.js) are cached for a year; the files deciding what
 * version runs never (a stale sw.js would hide a new deploy); other public files (icons) for a day.
 */
function setCacheHeaders(reply: FastifyReply, file: string): void {
  const name = path.basename(file).replace(/\.(gz|br)$/, '');
  if (file.split(path.sep).includes('assets') || /^workbox-[0-9a-f]{8}\.js$/.test(name)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else if (isRevalidated(name)) {
    reply.header('cache-control', 'no-cache');
  } else {
    reply.header('cache-control', 'public, max-age=86400');
  }
}

/** Serves the built client (pre-compressed .br/.gz when the browser takes them) with the SPA fallback. */
export default fp(
  async (app) => {
    const root = app.config.clientDist;
    const hasClient = existsSync(path.join(root, 'index.html'));
    if (hasClient) {
      // wildcard: false registers one route per file found at start (no file-system lookup for unknown paths, and
      // the SPA fallback goes straight to index.html); a client rebuilt while the mock runs needs a restart.
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        wildcard: false,
      });
    } else {
      app.log.warn(`No client build in ${root}: serving the API only`);
      app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(notBuiltPage));
    }

    const pages = hasClient ? prerenderedPages(root) : new Map<string, string>();
    app.setNotFoundHandler(async (request, reply) => {
      if (hasClient && wantsPage(request)) return reply.sendFile(pages.get(request.url.split('?')[0]!) ?? 'index.html');
      return reply.fail(404, 'Route not found', `${request.method} ${request.url.split('?')[0]} is not a route`);
    });
  },
  { name: 'static', dependencies: ['core', 'reply'] },
);
