import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../src/lib/storedSession.ts';

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
 * anything shows. This adds a tiny inline script to index.html that, for the opened path and whether a session is
 * stored, names that screen's chunks, so that they are requested in parallel with the entry: it defines
 * `window.firstScreenChunks`, which the page's script that requests the entry (scripts/prerender.ts) asks then, after
 * the first frame when there is markup to paint (on a slow link, requests made before it would delay that paint).
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
        const table = rules.map(({ path, signedIn, modules }) => {
          const files = new Set<string>();
          for (const pattern of modules) {
            const matched = chunks.filter((item) => item.moduleIds.some((id) => pattern.test(id)));
            if (!matched.length) throw new Error(`route preload: no chunk for ${pattern}`);
            for (const chunk of matched) closure(bundle, chunk, files);
          }
          return [path, signedIn, [...files].filter((file) => !loaded.has(file))] as const;
        });
        const script = `window.firstScreenChunks=function(){var t=${JSON.stringify(table)},s,f=[];try{s=!!localStorage.getItem('${TOKEN_KEY}')}catch(e){}`
          + `t.forEach(function(r){if(r[0]===location.pathname&&r[1]===s)r[2].forEach(function(c){f.push('/'+c)})});return f}`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
