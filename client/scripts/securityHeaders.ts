import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
// By path: the build's own scripts load the contract's source as files of the build config.
import { inlineScripts, securityHeaders } from '../../contract/src/securityPolicy.ts';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The `_headers` file a static host (Netlify, Cloudflare Pages, and hosts that read the same format) applies to every
 * path: the security headers the mock sends with the app's pages (`@assessor/contract` securityPolicy.ts), their CSP
 * allowing the pages' inline boot scripts by hash.
 */
export function headersFile(scriptHashes: readonly string[]): string {
  const lines = Object.entries(securityHeaders(scriptHashes)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}

/**
 * Writes `_headers` beside the pages once they are final: after the pre-rendered pages are written (it runs after
 * `prerender` in the plugin list), it hashes every inline script of every page.
 */
export function securityHeadersFile(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'assessor-security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const pages = (await readdir(outDir)).filter((name) => name.endsWith('.html'));
        const hashes: string[] = [];
        for (const page of pages)
          for (const script of inlineScripts(await readFile(join(outDir, page), 'utf8')))
            hashes.push(createHash('sha256').update(script).digest('base64'));
        await writeFile(join(outDir, '_headers'), headersFile(hashes));
      },
    },
  };
}
