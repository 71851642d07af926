// What a fresh phone downloads on its first visit, gzip: the page (index.html, login.html), the service worker's own
// scripts (sw.js and what it imports), and its precache (every file of the precache manifest in sw.js). Read from a
// build, no browser: `npm run build && node scripts/bench/firstVisit.mjs [--compare <dist built before>]`.
// With `--compare`, the same figures of the other build and the ratio of each (this build / that one).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The precache manifest's URLs, as generateSW writes them into sw.js (`{url:"…",revision:…}`). */
export function precachedFiles(dist) {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1]);
}

/** The worker's own scripts: sw.js and the scripts it loads (Workbox's runtime, the outbox's sync). */
function workerScripts(dist) {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const imported = [...worker.matchAll(/"\.\/(workbox-[\w-]+)"/g)].map((match) => `${match[1]}.js`);
  const scripts = [...worker.matchAll(/importScripts\("([^"]+)"\)/g)].map((match) => match[1]);
  return ['sw.js', ...imported, ...scripts].filter((file) => existsSync(join(dist, file)));
}

/** The first visit's download of one build, in gzip bytes. */
export function firstVisit(dist) {
  if (!existsSync(join(dist, 'sw.js'))) throw new Error(`${dist} has no sw.js: run \`npm run build\` first`);
  const files = precachedFiles(dist);
  const sum = (list) => list.reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
  const pages = sum(['index.html', 'login.html']);
  const worker = sum(workerScripts(dist));
  const precache = sum(files);
  return { pages, worker, precache, precacheFiles: files.length, total: pages + worker + precache };
}

function print(label, figures) {
  console.log(
    `${label}: pages ${kb(figures.pages)}, worker ${kb(figures.worker)}, precache ${kb(figures.precache)} ` +
      `(${figures.precacheFiles} files), total ${kb(figures.total)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const compareAt = process.argv.indexOf('--compare');
  const now = firstVisit('client/dist');
  print('this build', now);
  if (compareAt > 0) {
    const before = firstVisit(process.argv[compareAt + 1]);
    print('compared build', before);
    const ratio = (key) => (now[key] / before[key]).toFixed(2);
    console.log(`ratio: precache ${ratio('precache')}×, total ${ratio('total')}×`);
  }
}
