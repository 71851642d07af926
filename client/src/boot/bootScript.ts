/**
 * The page's boot script: what runs in index.html and login.html before the app's code has arrived. The build
 * compiles it on its own and inlines it (client/scripts/bootScript.ts), so it must stay small and import only
 * constants. Its two calls are written by client/scripts/prerender.ts: `checkMarkup` in the head, before the first
 * paint, and `boot` right after the markup.
 */
import { LANGUAGE_KEY } from '../i18n/languageKey.ts';
import {
  BUILD_ATTR,
  FIRST_SCREEN_CHUNKS_ID,
  NO_PRERENDER_ATTR,
  PRELOADED_EVENT,
  PRERENDER_ID,
  REFRESHING_ATTR,
  SNAPSHOT_ATTR,
  PRESSED_ATTR,
  SUBMITTED_ATTR,
} from '../lib/pageMarks.ts';
import type { Snapshot } from '../lib/snapshot.ts';
import { SNAPSHOT_KEY, TOKEN_KEY } from '../lib/storedSession.ts';

/** A first screen's chunks: its path, whether it is the signed-in one, and its files (client/scripts/routePreload.ts). */
export type FirstScreenChunks = [path: string, signedIn: boolean, files: string[]][];

export interface BootOptions {
  /** The app's entry module: requested here, not by a tag of its own, so that it waits for the first paint. */
  entry: string;
  /** The chunks the entry imports, preloaded with it. */
  preloads: string[];
}

/** The snapshot's refresh bar shows only when the app takes longer than this (a bar from the start cost frames). */
const REFRESH_AFTER_MS = 1000;
/** The code is requested by then even if no paint was reported. */
const START_LIMIT_MS = 3000;

/** A stored value; `undefined` when storage cannot be read at all (then nothing stored can be trusted). */
function stored(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

const languageOf = (value: string | null | undefined) => value || 'en';

/**
 * In the head, before the first paint: marks the page when the build-time markup is not what this visit shows (a
 * stored session, a language other than English, another path answered with this page, or storage that cannot be
 * read), so that `boot` removes it before it is painted.
 */
export function checkMarkup(path: string): void {
  const token = stored(TOKEN_KEY);
  const language = stored(LANGUAGE_KEY);
  const unknown = token === undefined || language === undefined;
  if (unknown || token || languageOf(language) !== 'en' || location.pathname !== path) {
    document.documentElement.setAttribute(NO_PRERENDER_ATTR, '');
  }
}

/** The chunks of the first screen this visit opens (the table routePreload writes into the head), as URLs. */
export function firstScreenChunks(pathname: string, signedIn: boolean): string[] {
  const table = document.getElementById(FIRST_SCREEN_CHUNKS_ID)?.textContent;
  if (!table) return [];
  try {
    const rules = JSON.parse(table) as FirstScreenChunks;
    return rules
      .filter(([path, rule]) => path === pathname && rule === signedIn)
      .flatMap(([, , files]) => files.map((file) => `/${file}`));
  } catch {
    return [];
  }
}

/** The phone's snapshot of this path, when this build drew it in this session and language (lib/snapshot.ts). */
export function keptSnapshot(entry: string, pathname: string): Snapshot | null {
  if (!stored(TOKEN_KEY)) return null;
  let snapshot: Partial<Snapshot> | null;
  try {
    snapshot = JSON.parse(stored(SNAPSHOT_KEY) || 'null') as Partial<Snapshot> | null;
  } catch {
    return null;
  }
  const fits =
    snapshot &&
    typeof snapshot.html === 'string' &&
    snapshot.build === entry &&
    snapshot.path === pathname &&
    snapshot.lang === languageOf(stored(LANGUAGE_KEY));
  return fits ? (snapshot as Snapshot) : null;
}

/**
 * Requests the app: a preload link for each of `files`, one per task (each costs a slow phone several milliseconds;
 * fifty at once were one long task), then `window.preloaded` and the `preloaded` event, which the app waits for before
 * it loads its first screen (src/lib/preloaded.ts: Vite's preload helper would otherwise add its own links in that
 * task); and the entry module itself.
 */
export function requestApp(entry: string, files: string[]): void {
  let next = 0;
  const addLink = () => {
    if (next >= files.length) {
      (window as { preloaded?: boolean }).preloaded = true;
      window.dispatchEvent(new Event(PRELOADED_EVENT));
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[next++]!;
    document.head.appendChild(link);
    setTimeout(addLink, 0);
  };
  addLink();
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.body.appendChild(script);
}

/** Shows the snapshot in place of the build-time markup: a picture only, inert until the live screen replaces it. */
function showSnapshot(markup: HTMLElement, snapshot: Snapshot): void {
  markup.innerHTML = snapshot.html;
  markup.setAttribute(SNAPSHOT_ATTR, '');
  markup.setAttribute('aria-busy', 'true');
  markup.setAttribute('inert', '');
  setTimeout(() => markup.setAttribute(REFRESHING_ATTR, ''), REFRESH_AFTER_MS);
}

/**
 * Taps on the build-time markup before the app runs: a submit is held (the app submits its own form with what was
 * typed, lib/prerendered.ts), a language chosen on the switch is kept and the app starts in it, and a link pressed is
 * marked until its click (the app waits for it before it swaps the markup out: a press on the markup and a lift on
 * the live screen make no click, and the tap would be lost).
 */
function holdTaps(markup: HTMLElement): void {
  markup.addEventListener('pointerdown', (event) => {
    (event.target as Element).closest?.('a[href]')?.setAttribute(PRESSED_ATTR, '');
  });
  const ended = () => markup.querySelector(`[${PRESSED_ATTR}]`)?.removeAttribute(PRESSED_ATTR);
  document.addEventListener('click', ended, true);
  document.addEventListener('pointercancel', ended, true);
  markup.addEventListener('submit', (event) => {
    event.preventDefault();
    (event.target as Element).setAttribute(SUBMITTED_ATTR, '');
  });
  markup.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[lang]');
    if (!button) return;
    try {
      localStorage.setItem(LANGUAGE_KEY, button.lang);
    } catch {
      // Storage unavailable: the switch still shows the choice; the app starts in English.
    }
    document.documentElement.lang = button.lang;
    for (const other of markup.querySelectorAll('button[lang]'))
      other.setAttribute('aria-pressed', String(other === button));
  });
}

/** Runs `start` once the first frame has been painted (the browser's paint timing; else after a frame), at most later. */
function afterFirstPaint(start: () => void): void {
  const types = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes;
  if (types?.includes('paint'))
    new PerformanceObserver(() => setTimeout(start, 0)).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, START_LIMIT_MS);
}

/**
 * Right after the markup: removes it when the head's check found it is not for this visit (a signed-in assessor gets
 * home's snapshot in its place when the phone kept one), and requests the app's code, the entry's chunks and the
 * first screen's chunks. With markup to paint, only once its first frame is painted: on a slow link the code would
 * share the bandwidth with the page's CSS and delay that paint, on a fast one the whole app would run before anything
 * is painted. Without markup (or in a hidden tab, where nothing is painted) at once.
 */
export function boot({ entry, preloads }: BootOptions): void {
  const root = document.documentElement;
  const markup = document.getElementById(PRERENDER_ID);
  let shows = markup !== null && !root.hasAttribute(NO_PRERENDER_ATTR);
  root.setAttribute(BUILD_ATTR, entry);
  const snapshot = markup && !shows ? keptSnapshot(entry, location.pathname) : null;
  if (markup && snapshot) {
    showSnapshot(markup, snapshot);
    shows = true;
  }
  if (markup && !shows) markup.remove();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    requestApp(entry, [entry, ...preloads, ...firstScreenChunks(location.pathname, Boolean(stored(TOKEN_KEY)))]);
  };
  if (!markup || !shows || document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (!snapshot) holdTaps(markup);
  afterFirstPaint(start);
}
