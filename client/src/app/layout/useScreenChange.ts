import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';

/** What a leaf route of the route table carries in its `handle` (routes.tsx): the screen's i18n key. */
export interface ScreenHandle {
  screen: string;
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).screen === 'string';

/** The name of the screen shown (namespace `screens`), or the not-found title when no route matched. */
export function useScreenName(): string {
  const { t } = useTranslation();
  const handle = useMatches().map((match) => match.handle).filter(isScreenHandle).at(-1);
  return handle ? t(handle.screen, { ns: 'screens' }) : t('notFoundTitle');
}

const FOCUS_FRAMES = 120;

/**
 * Each screen names the document ("My batches – Assessor Portal") and, after a navigation to another path, gets the
 * focus on its heading (a screen that loads its data first shows the heading a little later, so it is looked for over
 * a couple of seconds). Changes of the query only (filters, tabs) keep the focus where it is.
 */
export function useScreenChange(name: string): void {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t('documentTitle', { screen: name });
  }, [name, t]);
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
