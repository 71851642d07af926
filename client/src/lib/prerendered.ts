import { useLayoutEffect } from 'react';
import { LANGUAGE_KEY, i18n, languages } from '../i18n/index.ts';
import { firstScreenShown } from './afterStart.ts';
import { PRERENDER_ID, PRESSED_ATTR, SNAPSHOT_ATTR, SUBMITTED_ATTR } from './pageMarks.ts';

/** The build-time markup of the first screen (client/scripts/prerender.ts): shown until React has drawn the same. */
export { PRERENDER_ID };

const valueSetter = Object.getOwnPropertyDescriptor(globalThis.HTMLInputElement?.prototype ?? {}, 'value')?.set;

/**
 * Swaps the pre-rendered screen for the live one: removes the markup (the live root shows, styled hidden until then)
 * and carries over what the assessor already did in it: typed values (through the input event React listens to),
 * the focus, a language chosen on its switch, and a submit tapped before the app ran (the markup's script marks the
 * form): the live form is submitted once React has taken the carried values in.
 */
export function dropPrerendered(): void {
  const markup = document.getElementById(PRERENDER_ID);
  const root = document.getElementById('root');
  if (!markup || !root) return;
  // A link of the markup is pressed: the swap waits for the tap's click (which follows the link), at most a second.
  const pressed = markup.querySelector(`[${PRESSED_ATTR}]`);
  if (pressed) {
    afterTap(() => {
      pressed.removeAttribute(PRESSED_ATTR);
      dropPrerendered();
    });
    return;
  }
  const typed = [...markup.querySelectorAll('input')].filter((input) => input.id && input.value);
  const active = markup.contains(document.activeElement) ? document.activeElement : null;
  const focused = active?.id || undefined;
  // The heading focus after a navigation may have landed on the markup's heading (it comes first in the page).
  const headingFocused = !focused && active?.tagName === 'H1';
  const forms = [...markup.querySelectorAll('form')];
  const submitted = forms.findIndex((form) => form.hasAttribute(SUBMITTED_ATTR));
  markup.remove();
  // A language tapped on the markup's switch while the app was loading (the markup's script stored it).
  const chosen = localStorage.getItem(LANGUAGE_KEY);
  if (chosen && chosen !== i18n.language && languages.includes(chosen)) void i18n.changeLanguage(chosen);
  for (const input of typed) {
    const live = root.querySelector<HTMLInputElement>(`#${CSS.escape(input.id)}`);
    if (!live || live.value) continue;
    valueSetter?.call(live, input.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) root.querySelector<HTMLElement>(`#${CSS.escape(focused)}`)?.focus();
  const heading = headingFocused ? root.querySelector<HTMLElement>('main h1') : null;
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  const form = submitted >= 0 ? root.querySelectorAll('form')[submitted] : undefined;
  if (form) setTimeout(() => form.requestSubmit(), 0);
}

/** Runs `then` once: after the tap's click has been dispatched (or the tap cancelled), at most a second from now. */
function afterTap(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', ended, true);
    document.removeEventListener('pointercancel', ended, true);
    then();
  };
  const ended = () => setTimeout(once, 0);
  document.addEventListener('click', ended, true);
  document.addEventListener('pointercancel', ended, true);
  setTimeout(once, 1000);
}

/** The markup on view when it is the phone's snapshot of the last screen (lib/snapshot.ts), else null. */
export function shownSnapshot(): HTMLElement | null {
  const markup = document.getElementById(PRERENDER_ID);
  return markup?.hasAttribute(SNAPSHOT_ATTR) ? markup : null;
}

/**
 * In the components that draw a first screen (layouts, the route error): the swap happens before that paint. The
 * signed-in layout keeps a snapshot of the last screen (lib/snapshot.ts) until its screen has its answers; on that
 * screen (`screenSaysShown`) the screen itself tells the worker's registration when it is shown (lib/afterStart.ts).
 */
export function useDropPrerendered({ keepSnapshot = false, screenSaysShown = false } = {}): void {
  useLayoutEffect(() => {
    // A public screen (or the route error) is whole at once; the screen a snapshot is kept of says when it has its
    // answers (lib/snapshot.ts). Any other signed-in screen opened first counts as shown when its frame is.
    if (!screenSaysShown) firstScreenShown();
    if (keepSnapshot && shownSnapshot()) return;
    dropPrerendered();
  }, [keepSnapshot, screenSaysShown]);
}
