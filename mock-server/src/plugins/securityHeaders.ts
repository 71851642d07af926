import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts, securityHeaders } from '@assessor/contract';
import fp from 'fastify-plugin';

/** Base64 SHA-256 of each inline script of the client build's pages (their boot scripts), for the CSP. */
export function inlineScriptHashes(clientDist: string): string[] {
  if (!existsSync(clientDist)) return [];
  const pages = readdirSync(clientDist).filter((name) => name.endsWith('.html'));
  return pages.flatMap((name) =>
    inlineScripts(readFileSync(path.join(clientDist, name), 'utf8')).map((text) =>
      createHash('sha256').update(text).digest('base64'),
    ),
  );
}

/** The trainer console and the API document page: their scripts are files only. */
const isConsolePage = (url: string) => /^\/(trainer|__mock)(\/|$|\?)/.test(url);

/**
 * Every HTML answer (the app's pages, the SPA fallback, the trainer console, the API document page) carries the
 * security headers of `@assessor/contract` (securityPolicy.ts): a CSP allowing scripts from this origin only (plus the
 * app pages' inline boot scripts by hash, read from the build at start), no framing, nosniff, `Referrer-Policy:
 * same-origin`, camera and geolocation for this origin only. The client build writes the same for static hosts
 * (`dist/_headers`). A client rebuilt while the mock runs needs a restart, as for its files.
 */
export default fp(
  async (app) => {
    const appHeaders = securityHeaders(inlineScriptHashes(app.config.clientDist));
    const consoleHeaders = securityHeaders();
    app.addHook('onSend', async (request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      reply.headers(isConsolePage(request.url) ? consoleHeaders : appHeaders);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['core'] },
);
