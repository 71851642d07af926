/** The longest the app waits for the page's script to put in the first screen's preload links. */
export const PRELOAD_LIMIT_MS = 1000;

interface PreloadingWindow {
  preloaded?: boolean;
}

/**
 * Resolves once the page's script (client/scripts/prerender.ts) has put in the `modulepreload` links of the app's
 * code and the first screen's, one per task (at most PRELOAD_LIMIT_MS; at once in a page without that script, as in
 * development). The router's first load waits for it: Vite's preload helper adds a link for each chunk it finds none
 * for, and on a slow phone a few of those in the task that makes the router made it a long one.
 */
export function linksPreloaded(): Promise<void> {
  if ((window as PreloadingWindow).preloaded || document.documentElement.dataset.build === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, PRELOAD_LIMIT_MS);
    function done() {
      clearTimeout(timer);
      window.removeEventListener('preloaded', done);
      resolve();
    }
    window.addEventListener('preloaded', done);
  });
}
