import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();
// Bootstrap's `scroll-behavior: smooth` would animate the jump for a third of a second.
const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
const RESTORE_FRAMES = 60;

/**
 * A new screen opens at its top; going back (or forward) restores where that entry was scrolled to; a replaced URL on
 * the same path (a filter, a tab) stays where it is. What react-router's ScrollRestoration does, without its
 * sessionStorage persistence: that component would add ~0.9 KB gzip to every first load (the router lives in the
 * shared vendor chunk), this hook rides in the lazy layout chunk.
 */
export function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const current = useRef(key);
  const lastPath = useRef(pathname);
  const firstScreen = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as it happens: at the moment of a navigation the old screen may already be gone.
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const samePath = lastPath.current === pathname;
    lastPath.current = pathname;
    const saved = positions.get(key);
    if (type === 'POP' && saved !== undefined) {
      // The list may need a frame or two (cached data, images) before it is tall enough.
      let frame = 0;
      let tries = 0;
      const restore = () => {
        jump(saved);
        if (Math.abs(window.scrollY - saved) > 1 && (tries += 1) < RESTORE_FRAMES)
          frame = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    // The first screen of a page load is at its top already: a jump would only force a layout in the middle of its
    // render.
    const first = firstScreen.current;
    firstScreen.current = false;
    if (!first && !(type === 'REPLACE' && samePath)) jump(0);
    return undefined;
  }, [key, pathname, type]);
}
