import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { BOOT_GLOBAL, PRERENDER_ID } from '../src/lib/pageMarks.ts';
import { compileBootScript } from './bootScript.ts';
import { compressBeside } from './precompress.ts';

export interface PrerenderPage {
  /** The path the page is for. */
  path: string;
  /** The HTML file written for it in the build folder (`index.html` is the one every other path falls back to). */
  file: string;
}

interface RenderModule {
  renderPage(path: string): Promise<string>;
}

const ROOT = '<div id="root"></div>';

/** JSON for an inline script: a `<` is escaped, so no value can end the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the page adds in the head: the live root stays hidden while the markup is there (no flash of the loader between
 * the two), and the compiled boot script (src/boot/bootScript.ts) with its check that the markup is what this visit
 * shows, before the first paint.
 */
function headParts(path: string, bootCode: string): string {
  return `<style>#${PRERENDER_ID}~#root{display:none}</style><script>${bootCode};${BOOT_GLOBAL}.checkMarkup(${inlineJson(path)})</script>`;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * After the markup: the boot script's `boot`, which requests the app once the markup is painted (or drops the markup,
 * or shows home's snapshot in its place). The entry's script and preload tags leave the template: `boot` adds them.
 */
function afterMarkup(entry: string, preloads: string[]): string {
  return `<script>${BOOT_GLOBAL}.boot(${inlineJson({ entry, preloads })})</script>`;
}

export function pageWith(template: string, path: string, markup: string, bootCode: string): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry module script');
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]!);
  return template
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `${headParts(path, bootCode)}</head>`)
    .replace(ROOT, `<div id="${PRERENDER_ID}">${markup}</div>${afterMarkup(entry, preloads)}${ROOT}`);
}

/**
 * Pre-renders the signed-out first screens at build time (React's server renderer through Vite's SSR loader, the same
 * components, routes and English texts), so their first paint needs no JavaScript. Runs after the bundle is written
 * and before the service worker's precache list is made (that happens at closeBundle), and compresses what it writes.
 */
export function prerender(pages: PrerenderPage[], renderModule: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'assessor-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = config.build.outDir.startsWith('/')
          ? config.build.outDir
          : join(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const bootCode = await compileBootScript(config.root);
        const server = await createServer({
          configFile: config.configFile,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule(renderModule)) as RenderModule;
          for (const { path, file } of pages) {
            const target = join(outDir, file);
            await writeFile(target, pageWith(template, path, await renderPage(path), bootCode));
            await compressBeside(target);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
