import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readStoredToken, SNAPSHOT_KEY } from './storedSession.ts';
import { firstScreenShown } from './afterStart.ts';
import { nextTask } from './nextTask.ts';
import { dropPrerendered, PRERENDER_ID, shownSnapshot } from './prerendered.ts';

/**
 * The last home screen this phone drew, kept so that the next cold start of the same session paints it from the HTML
 * alone, before the app's code has loaded (the page's script in client/scripts/prerender.ts reads it). The live screen
 * takes over once it has its own answers. Only the build that drew it shows it: another build's markup may not match
 * its styles. Stored under SNAPSHOT_KEY, cleared with the session (lib/storedSession.ts).
 */

/** What the page's script needs to decide, without the app: the build, the path, the language and the markup. */
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
 * Marks a part of the frame that says how things are right now (offline, a new version waiting, an unread alert): kept
 * empty in the snapshot, which is shown on a later start when none of it may hold. The part itself stays, so that the
 * places of the controls after it (pathIn) are the same in the snapshot and the live frame.
 */
export const snapshotSkip = { 'data-snapshot-skip': '' } as const;

/** The frame's markup as the snapshot keeps it: the parts marked snapshotSkip emptied. */
function snapshotMarkup(frame: Element): string {
  const copy = frame.cloneNode(true) as Element;
  for (const part of copy.querySelectorAll('[data-snapshot-skip]')) part.replaceChildren();
  return copy.outerHTML;
}

/** The entry script of this build, as the page's script marks it on `<html>`; absent in development. */
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

/** Parts of the screen still waiting for answers of their own (useSnapshotHold): the swap waits for them. */
const holds = new Set<object>();
/** The screen a snapshot is kept of, once it has its answers: what a part letting go of its hold wakes. */
let settled: (() => void) | null = null;

/**
 * In the screen a snapshot is kept of: once the screen has its answers (`ready`) and none of its parts holds it
 * (useSnapshotHold), the live screen replaces the snapshot. The screen is kept a second after each of its renders and
 * each hold let go of (not while a part holds it: that part is not drawn yet), and again when the assessor leaves the
 * app.
 */
export function useSnapshot(path: string, lang: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    const save = () => saveSnapshot(path, lang);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (holds.size > 0) return;
      firstScreenShown();
      // Only while markup is on view, and in a task of its own: the swap (the snapshot's removal, the live frame
      // shown) is costly on a slow phone, and this runs in the same task as every other effect of a commit. A tap
      // meanwhile still lands on the snapshot and is carried over (useSnapshotHandover).
      if (document.getElementById(PRERENDER_ID)) void nextTask().then(() => holds.size === 0 && dropPrerendered());
      clearTimeout(timer);
      timer = setTimeout(save, 1000);
    };
    settled = settle;
    settle();
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      if (settled === settle) settled = null;
      document.removeEventListener('visibilitychange', onHide);
    };
  });
}

/**
 * In a part of that screen which asks for answers of its own once it is drawn: while it `waits`, the snapshot stays
 * (swapped in without them, the live screen would drop what the snapshot shows of that part for a while). The part
 * re-renders alone when its answers come: the screen is not drawn again for it.
 */
export function useSnapshotHold(waits: boolean): void {
  useEffect(() => {
    if (!waits) return undefined;
    const hold = {};
    holds.add(hold);
    return () => {
      holds.delete(hold);
      settled?.();
    };
  }, [waits]);
}

/** Where a control sits in the app frame: child indices from the frame down ("2.0.3"), as the page's script finds it. */
export function pathIn(frame: Element, target: Element): string {
  const steps: number[] = [];
  for (let node: Element | null = target; node && node !== frame; node = node.parentElement) {
    steps.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
  }
  return steps.join('.');
}

export function atPath(frame: Element, path: string): Element | null {
  let node: Element | null = frame;
  for (const step of path ? path.split('.') : []) node = node?.children[Number(step)] ?? null;
  return node;
}

/**
 * Replaces the snapshot with the live screen and carries a tap on one of its controls over: to the live control at
 * the same place when it is the same (the bars are drawn at once), else, for a link, to where it leads.
 */
function handOver(markup: HTMLElement, path: string | null, navigate: (to: string) => void): void {
  const tapped = path === null || !markup.firstElementChild ? null : atPath(markup.firstElementChild, path);
  const href = tapped?.getAttribute('href') ?? null;
  dropPrerendered();
  if (!tapped || path === null) return;
  const frame = liveFrame();
  const live = frame ? atPath(frame, path) : null;
  if (live instanceof HTMLElement && live.tagName === tapped.tagName && live.getAttribute('href') === href) live.click();
  else if (href) navigate(href);
}

/**
 * In the signed-in layout: a snapshot on view is not interactive until the app runs. A link or button tapped meanwhile
 * (the page's script held it) is carried over now; a tap from now on replaces the snapshot with the live screen and is
 * carried over too; so is leaving the snapshot's path.
 */
export function useSnapshotHandover(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Before any screen's effects: a screen whose answers are already there drops the snapshot in its first effect.
  useLayoutEffect(() => {
    const markup = shownSnapshot();
    if (!markup) return undefined;
    const follow = (to: string) => void navigate(to);
    const held = markup.getAttribute('data-held');
    if (held !== null) {
      handOver(markup, held, follow);
      return undefined;
    }
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      const control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
      const frame = markup.firstElementChild;
      handOver(markup, control && frame ? pathIn(frame, control) : null, follow);
    };
    markup.addEventListener('click', onClick);
    return () => markup.removeEventListener('click', onClick);
  }, [navigate]);
  useEffect(() => {
    const markup = shownSnapshot();
    if (markup && markup.getAttribute('data-path') !== pathname) dropPrerendered();
  }, [pathname]);
}
