import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SNAPSHOT_KEY } from '../src/lib/storedSession.ts';
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
const MARKUP_ID = 'prerender'; // PRERENDER_ID of src/lib/prerendered.ts

/**
 * What the page adds around the markup. In the head: the live root stays hidden while the markup is there (no flash
 * of the loader between the two), and a check that the markup is what this visit will show: a stored session, another
 * language than English, or another path (a server or the service worker answering any path with index.html) removes
 * it before the first paint.
 */
function headParts(path: string): string {
  const check = `(function(p){var k;try{k=localStorage.getItem('token')||(localStorage.getItem('lang')||'en')!=='en'}catch(e){k=true}`
    + `if(k||location.pathname!==p)document.documentElement.setAttribute('data-no-prerender','')})(${JSON.stringify(path)})`;
  return `<style>#${MARKUP_ID}~#root{display:none}</style><script>${check}</script>`;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * After the markup. A submit before the app has loaded is held, not lost: the app's own form takes over with what was
 * typed and is then submitted (src/lib/prerendered.ts); a language chosen on the markup's switch is remembered, and
 * the app starts in it. A signed-in assessor gets, in place of the markup, the snapshot of the last screen this build
 * drew for this path in this session and language, if the phone kept one (src/lib/snapshot.ts), inert (its controls
 * belong to no running app), and after a second it is marked as refreshing. The app's JavaScript
 * (the entry, the chunks the head preloaded and the first screen's chunks: scripts/routePreload.ts) is requested only
 * once the first frame of either has been painted (as the browser's paint timing reports; where it cannot, after a
 * frame): on a slow link it would otherwise share the bandwidth with the page's CSS and delay that first paint, and on
 * a fast one the whole app would run before anything is painted. Without markup to show (or in a hidden tab), it
 * starts at once. `<html data-build>` names the build for the snapshot; `window.preloaded` says the links are all in.
 */
function afterMarkup(entry: string, preloads: string[]): string {
  return `<script>(function(m,src,pre){var d=document.documentElement,skip=d.hasAttribute('data-no-prerender'),started=false,snap;`
    + `d.setAttribute('data-build',src);`
    // Preload links go in one per task: each costs a slow phone 6–10 ms (fifty at once were a 300 ms task, three at a
    // time still a long one).
    + `function start(){if(started)return;started=true;code()}`
    + `function code(){var s=document.createElement('script'),i=0,`
    + `all=[src].concat(pre,window.firstScreenChunks?window.firstScreenChunks():[]);s.type='module';s.crossOrigin='';s.src=src;`
    // The entry's own link first, and a `preloaded` event once the last is in: the app waits for it before it loads
    // the first screen (src/lib/preloaded.ts), so that Vite's preload helper finds every link in place and adds none
    // itself, all in the one task that makes the router.
    + `(function add(){var l;if(i>=all.length){window.preloaded=true;window.dispatchEvent(new Event('preloaded'));return}`
    + `l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=all[i++];`
    + `document.head.appendChild(l);setTimeout(add,0)})();document.body.appendChild(s)}`
    + `try{snap=localStorage.getItem('token')&&JSON.parse(localStorage.getItem('${SNAPSHOT_KEY}')||'null')}catch(e){}`
    + `if(!snap||typeof snap.html!=='string'||snap.build!==src||snap.path!==location.pathname||snap.lang!==(localStorage.getItem('lang')||'en'))snap=null;`
    + `if(m&&skip&&snap){m.innerHTML=snap.html;m.setAttribute('data-snapshot','');m.setAttribute('aria-busy','true');m.setAttribute('inert','');skip=false;`
    // The snapshot's refresh bar (styles/_loader.scss) runs only when the live screen takes over a second.
    + `setTimeout(function(){m.setAttribute('data-refreshing','')},1000)}`
    + `if(m&&skip)m.remove();`
    + `if(!m||skip||document.visibilityState==='hidden'){start();return}`
    + `m.addEventListener('submit',function(e){e.preventDefault();e.target.setAttribute('data-submitted','')});`
    // A tap on the snapshot's link or button: held as its place in the frame (pathIn of src/lib/snapshot.ts).
    + `m.addEventListener('click',function(e){`
    + `var b=e.target.closest&&e.target.closest('button[lang]');if(!b)return;`
    + `try{localStorage.setItem('lang',b.lang)}catch(x){}document.documentElement.lang=b.lang;`
    + `m.querySelectorAll('button[lang]').forEach(function(o){o.setAttribute('aria-pressed',String(o===b))})});`
    + `var o=window.PerformanceObserver,t=o&&o.supportedEntryTypes;`
    + `if(t&&t.indexOf('paint')>=0)new o(function(){setTimeout(start,0)}).observe({type:'paint',buffered:true});`
    + `else requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,3000)`
    + `})(document.getElementById('${MARKUP_ID}'),${JSON.stringify(entry)},${JSON.stringify(preloads)})</script>`;
}

export function pageWith(template: string, path: string, markup: string): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry module script');
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]!);
  return template
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `${headParts(path)}</head>`)
    .replace(ROOT, `<div id="${MARKUP_ID}">${markup}</div>${afterMarkup(entry, preloads)}${ROOT}`);
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
        const outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
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
            await writeFile(target, pageWith(template, path, await renderPage(path)));
            await compressBeside(target);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
