import { useEffect } from 'react';
import { readStoredToken, SNAPSHOT_KEY } from './storedSession.ts';
import { firstScreenShown } from './afterStart.ts';
import { nextTask } from './nextTask.ts';
import { dropPrerendered, PRERENDER_ID } from './prerendered.ts';

/**
 * The last home screen this phone drew, kept so that the next cold start of the same session paints it from the HTML
 * alone, before the app's code has loaded (the page's boot script, src/boot/, reads it). It is a picture only: the
 * boot script makes it inert, since its controls belong to no running app, and the live screen replaces it once it has
 * its own answers. Only the build that drew it shows it: another build's markup may not match its styles. Stored under
 * SNAPSHOT_KEY, cleared with the session (lib/storedSession.ts).
 */

/** What the page's boot script needs to decide, without the app: the build, the path, the language and the markup. */
export interface Snapshot {
  build: string;
  path: string;
  lang: string;
  html: string;
}

/** The live app frame (top bar, screen, bottom bar) inside the app's root. */
function liveFrame(): Element | null {
  return document.getElementById('root')?.querySelector('.app-shell') ?? null;
}

/**
 * The frame's markup as the snapshot keeps it. Its live regions (the offline banner, the alerts) say how things were
 * at that moment, which a later start cannot vouch for: they are kept empty.
 */
function snapshotMarkup(frame: Element): string {
  const copy = frame.cloneNode(true) as Element;
  for (const region of copy.querySelectorAll('[aria-live]')) region.replaceChildren();
  return copy.outerHTML;
}

/** The entry script of this build, as the page's boot script marks it on `<html>`; absent in development. */
function currentBuild(): string | undefined {
  return document.documentElement.dataset.build;
}

/**
 * Keeps the live app frame (top bar, screen, bottom bar) as the snapshot of `path`, for the session stored now: none
 * after a logout (the screen may still be on view for a moment). Offline screens are not kept, nor the passing parts.
 */
export function saveSnapshot(path: string, lang: string): void {
  const build = currentBuild();
  const frame = liveFrame();
  if (!build || !frame || !navigator.onLine || !readStoredToken()) return;
  const snapshot: Snapshot = { build, path, lang, html: snapshotMarkup(frame) };
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or unavailable: the next start draws the screen live, as without a snapshot.
  }
}

/**
 * In the screen a snapshot is kept of: once the screen has its answers (`ready`), the live screen replaces the
 * snapshot. The screen is kept a second after each of its renders, and again when the assessor leaves the app.
 */
export function useSnapshot(path: string, lang: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    firstScreenShown();
    // In a task of its own: the swap (the snapshot's removal, the live frame shown) is costly on a slow phone, and
    // this effect runs in the same task as every other effect of the commit.
    if (document.getElementById(PRERENDER_ID)) void nextTask().then(dropPrerendered);
    const save = () => saveSnapshot(path, lang);
    const timer = setTimeout(save, 1000);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  });
}
