import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY, TOKEN_KEY } from '../lib/storedSession.ts';
import { boot, checkMarkup, firstScreenChunks, keptSnapshot } from './bootScript.ts';

const ENTRY = '/assets/index-abc.js';
const LOGIN_FORM =
  '<form><input id="email"><button type="submit">Log in</button></form>' +
  '<button type="button" lang="en" aria-pressed="true">English</button><button type="button" lang="hi" aria-pressed="false">हिन्दी</button>';

/** The page as the build writes it: the chunk table in the head, the markup beside the empty root. */
function drawPage(markup: string | null = LOGIN_FORM) {
  document.head.innerHTML =
    '<script type="application/json" id="first-screen-chunks">' +
    '[["/login",false,["assets/Login.js"]],["/",false,["assets/Landing.js"]],["/",true,["assets/signed-in.js"]]]</script>';
  document.body.innerHTML = `${markup === null ? '' : `<div id="prerender">${markup}</div>`}<div id="root"></div>`;
}

const markup = () => document.getElementById('prerender');
const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );
const entryScript = () => document.body.querySelector<HTMLScriptElement>('script[type=module]');

/** The frame the browser paints: run by hand, so a test says when the first paint happens. */
let paint: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    paint = () => callback(0);
    return 1;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of ['data-no-prerender', 'data-build', 'lang']) document.documentElement.removeAttribute(name);
  delete (window as { preloaded?: boolean }).preloaded;
  window.history.replaceState(null, '', '/');
});

describe('checkMarkup (in the head, before the first paint)', () => {
  const marked = () => document.documentElement.hasAttribute('data-no-prerender');

  it('leaves the markup to a signed-out English visit of its path', () => {
    window.history.replaceState(null, '', '/login');
    checkMarkup('/login');
    expect(marked()).toBe(false);
  });

  it('marks it for a stored session, another language, another path, or storage it cannot read', () => {
    const cases: (() => void)[] = [
      () => localStorage.setItem(TOKEN_KEY, 'session'),
      () => localStorage.setItem('lang', 'hi'),
      () => window.history.replaceState(null, '', '/forgot-password'),
      () =>
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new Error('blocked');
        }),
    ];
    for (const arrange of cases) {
      window.history.replaceState(null, '', '/login');
      arrange();
      checkMarkup('/login');
      expect(marked()).toBe(true);
      document.documentElement.removeAttribute('data-no-prerender');
      localStorage.clear();
      vi.restoreAllMocks();
    }
  });
});

describe('firstScreenChunks', () => {
  it('reads the chunks of the opened path for a visit with or without a session from the head', () => {
    drawPage();
    expect(firstScreenChunks('/', true)).toEqual(['/assets/signed-in.js']);
    expect(firstScreenChunks('/', false)).toEqual(['/assets/Landing.js']);
    expect(firstScreenChunks('/my-batches', true)).toEqual([]);
  });

  it('names none when the page has no table, or a broken one', () => {
    expect(firstScreenChunks('/', true)).toEqual([]);
    document.head.innerHTML = '<script type="application/json" id="first-screen-chunks">[oops</script>';
    expect(firstScreenChunks('/', true)).toEqual([]);
  });
});

describe('boot, with the markup this visit shows', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));

  it('keeps the markup and requests the app only once it has been painted, a link per task', async () => {
    drawPage();
    boot({ entry: ENTRY, preloads: ['/assets/vendor.js'] });
    expect(document.documentElement.getAttribute('data-build')).toBe(ENTRY);
    expect(markup()).not.toBeNull();
    expect(entryScript()).toBeNull();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(entryScript()?.src).toContain(ENTRY);
    expect(preloadLinks().length).toBeLessThan(3);
    expect((window as { preloaded?: boolean }).preloaded).toBeUndefined();
    const preloaded = vi.fn();
    window.addEventListener('preloaded', preloaded);
    await vi.advanceTimersByTimeAsync(10);
    expect(preloadLinks()).toEqual([ENTRY, '/assets/vendor.js', '/assets/Login.js']);
    expect(preloaded).toHaveBeenCalledTimes(1);
    expect((window as { preloaded?: boolean }).preloaded).toBe(true);
    window.removeEventListener('preloaded', preloaded);
  });

  it('requests the app after 3 s when no paint is reported, and only once', async () => {
    drawPage();
    boot({ entry: ENTRY, preloads: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(entryScript()).not.toBeNull();
    paint();
    await vi.advanceTimersByTimeAsync(10);
    expect(document.body.querySelectorAll('script[type=module]')).toHaveLength(1);
  });

  it('holds a submit for the app, and keeps a language chosen on the switch', () => {
    drawPage();
    boot({ entry: ENTRY, preloads: [] });
    const form = markup()!.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submitted')).toBe(true);
    markup()!.querySelector<HTMLButtonElement>('button[lang=hi]')!.click();
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(
      [...markup()!.querySelectorAll('button[lang]')].map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'true']);
  });
});

describe('boot, when the markup is not for this visit', () => {
  const snapshot = {
    build: ENTRY,
    path: '/',
    lang: 'en',
    html: '<div class="app-shell"><a href="/my-batches">Batches</a></div>',
  };

  it('removes the markup before it is painted and requests the app at once', () => {
    drawPage('<h1>Welcome</h1>');
    document.documentElement.setAttribute('data-no-prerender', '');
    boot({ entry: ENTRY, preloads: [] });
    expect(markup()).toBeNull();
    expect(entryScript()).not.toBeNull();
  });

  it("shows home's snapshot in its place to the session, build and language that drew it: inert, busy, a picture", async () => {
    localStorage.setItem(TOKEN_KEY, 'session');
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    drawPage('<h1>Welcome</h1>');
    document.documentElement.setAttribute('data-no-prerender', '');
    boot({ entry: ENTRY, preloads: [] });
    const shown = markup()!;
    expect(shown.innerHTML).toBe(snapshot.html);
    expect(shown.hasAttribute('inert')).toBe(true);
    expect(shown.getAttribute('aria-busy')).toBe('true');
    expect(shown.hasAttribute('data-snapshot')).toBe(true);
    expect(entryScript()).toBeNull();
    paint();
    await vi.advanceTimersByTimeAsync(10);
    expect(preloadLinks()).toEqual([ENTRY, '/assets/signed-in.js']);
    expect(shown.hasAttribute('data-refreshing')).toBe(false);
    await vi.advanceTimersByTimeAsync(990);
    expect(shown.hasAttribute('data-refreshing')).toBe(true);
  });

  it('keeps no snapshot of another build, path or language, nor without a session or with a broken one', () => {
    const kept = (stored: unknown, token: string | null = 'session', lang = 'en') => {
      localStorage.clear();
      if (token) localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem('lang', lang);
      localStorage.setItem(SNAPSHOT_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
      return keptSnapshot(ENTRY, '/');
    };
    expect(kept(snapshot)).toEqual(snapshot);
    expect(kept({ ...snapshot, build: '/assets/index-older.js' })).toBeNull();
    expect(kept({ ...snapshot, path: '/my-batches' })).toBeNull();
    expect(kept(snapshot, 'session', 'hi')).toBeNull();
    expect(kept(snapshot, null)).toBeNull();
    expect(kept('{broken')).toBeNull();
    expect(kept({ ...snapshot, html: 42 })).toBeNull();
  });
});
