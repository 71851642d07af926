import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { FirstScreenChunks } from '../src/boot/bootScript.ts';
import { FIRST_SCREEN_CHUNKS_ID } from '../src/lib/pageMarks.ts';

export interface PreloadRule {
  /** The path as the browser first opens it. */
  path: string;
  /** Whether the rule applies with a stored session (localStorage `token`) or without. */
  signedIn: boolean;
  /** The lazy modules that route renders first (a chunk counts when it holds one; every match counts). */
  modules: RegExp[];
}

/** A chunk's file and every chunk it imports statically. */
function closure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const child = bundle[name];
    if (child?.type === 'chunk') closure(bundle, child, files);
  }
  return files;
}

/**
 * The first screen's lazy chunks are found only after the entry has run: one more round trip on a slow link before
 * anything shows. This writes into index.html's head, as JSON, which chunks each first screen loads (for the opened
 * path, and whether a session is stored), so that the page's boot script (src/boot/bootScript.ts) requests them in
 * parallel with the entry.
 */
export function routePreload(rules: PreloadRule[]): Plugin {
  return {
    name: 'assessor-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? closure(bundle, entry) : new Set<string>();
        const table: FirstScreenChunks = rules.map(({ path, signedIn, modules }) => {
          const files = new Set<string>();
          for (const pattern of modules) {
            const matched = chunks.filter((item) => item.moduleIds.some((id) => pattern.test(id)));
            if (!matched.length) throw new Error(`route preload: no chunk for ${pattern}`);
            for (const chunk of matched) closure(bundle, chunk, files);
          }
          return [path, signedIn, [...files].filter((file) => !loaded.has(file))];
        });
        const json = JSON.stringify(table).replace(/</g, '\\u003c');
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: FIRST_SCREEN_CHUNKS_ID },
              children: json,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
