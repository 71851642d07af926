import { BUILD_ATTR, PRELOADED_EVENT } from './pageMarks.ts';

/** The longest the app waits for the page's boot script to put in the first screen's preload links. */
export const PRELOAD_LIMIT_MS = 1000;

interface PreloadingWindow {
  preloaded?: boolean;
}

/**
 * Resolves once the page's boot script (src/boot/bootScript.ts) has put in the `modulepreload` links of the app's
 * code and the first screen's, one per task (at most PRELOAD_LIMIT_MS; at once in a page without that script, as in
 * development). The router's first load waits for it: Vite's preload helper adds a link for each chunk it finds none
 * for, and on a slow phone a few of those in the task that makes the router made it a long one.
 */
export function linksPreloaded(): Promise<void> {
  if ((window as PreloadingWindow).preloaded || !document.documentElement.hasAttribute(BUILD_ATTR))
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, PRELOAD_LIMIT_MS);
    function done() {
      clearTimeout(timer);
      window.removeEventListener(PRELOADED_EVENT, done);
      resolve();
    }
    window.addEventListener(PRELOADED_EVENT, done);
  });
}
