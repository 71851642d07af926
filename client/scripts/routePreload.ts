import type { HttpRequest } from '../../contract/src/index.ts';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { EARLY_ANSWERS, requestPath } from '../src/api/earlyAnswers.ts';
import { API_HOST_KEY, EARLY_CONFIG } from '../src/config/runtimeConfig.ts';
import { TOKEN_KEY } from '../src/lib/storedSession.ts';

export interface PreloadRule {
  /** The path as the browser first opens it. */
  path: string;
  /** Whether the rule applies with a stored session (localStorage `token`) or without. */
  signedIn: boolean;
  /** The lazy modules that route renders first (a chunk counts when it holds one; every match counts). */
  modules: RegExp[];
  /** With a session: the GET requests that screen sends first, sent by the page at once (src/api/earlyAnswers.ts). */
  requests?: HttpRequest[];
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
 * Defines `window.earlyRequests`, which the page's script that requests the entry (scripts/prerender.ts) calls first:
 * with a stored session, it sends the opened path's first GET requests (`requests` of its rule), with the headers the
 * app's base query sends, to the API host the app last used (else the one config.json names; the app then takes that
 * reading of config.json, `window[EARLY_CONFIG]`, in place of its own), and leaves each answer
 * under `window[EARLY_ANSWERS]`, where the base query takes it. With a snapshot on view that is after its first paint,
 * as for the code: sooner, they would share the link with the page's CSS.
 */
function earlyRequests(rules: PreloadRule[], base: string): string {
  const table = rules.filter((rule) => rule.signedIn && rule.requests?.length)
    .map((rule) => [rule.path, rule.requests!.map((request) => requestPath(request.url, request.query))]);
  if (!table.length) return '';
  return `;window.earlyRequests=function(){var r=${JSON.stringify(table)},k,h,p,a,host;try{k=localStorage.getItem('${TOKEN_KEY}');h=localStorage.getItem('${API_HOST_KEY}')}catch(e){return}`
    + `r.forEach(function(x){if(x[0]===location.pathname)p=x[1]});if(!k||!p)return;`
    // config.json read here is the app's too (window.earlyConfig, src/config/runtimeConfig.ts).
    + `host=h!==null?Promise.resolve(h):(window.${EARLY_CONFIG}=fetch(${JSON.stringify(`${base}config.json`)},{cache:'no-store'})`
    + `.then(function(s){if(!s.ok)throw s.status;return s.json()}))`
    + `.then(function(c){return String(c&&c.apiHost||'').trim().replace(/[/]+$/,'')}).catch(function(){return null});`
    + `a=window.${EARLY_ANSWERS}={};p.forEach(function(u){a[u]={host:host,token:k,answer:host.then(function(b){if(b===null)return null;`
    + `return fetch(b+u,{cache:'no-store',headers:{'x-auth-token':k,'Time-Zone':'Asia/Kolkata','Cache-Control':'no-cache'}})`
    + `.then(function(s){return s.text().then(function(t){var d=t;try{d=JSON.parse(t)}catch(e){}return{status:s.status,data:d,etag:s.headers.get('etag')}})})`
    + `}).catch(function(){return null})}})}`;
}

/**
 * The first screen's lazy chunks are found only after the entry has run: one more round trip on a slow link before
 * anything shows. This adds a tiny inline script to index.html that, for the opened path and whether a session is
 * stored, names that screen's chunks, so that they are requested in parallel with the entry: it defines
 * `window.firstScreenChunks`, which the page's script that requests the entry (scripts/prerender.ts) asks then, after
 * the first frame when there is markup to paint (on a slow link, requests made before it would delay that paint).
 */
export function routePreload(rules: PreloadRule[]): Plugin {
  let base = '/';
  return {
    name: 'assessor-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
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
        return { html, tags: [{ tag: 'script', children: script + earlyRequests(rules, base), injectTo: 'head' }] };
      },
    },
  };
}
