import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const FOCUS_FRAMES = 120;

/**
 * After a navigation to another path the focus moves to the screen's heading (a screen that loads its data first shows
 * it a little later, so it is looked for over a couple of seconds). Changes of the query only (filters, tabs) keep the
 * focus where it is.
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if ((tries += 1) < FOCUS_FRAMES) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
