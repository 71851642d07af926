import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, SNAPSHOT_KEY, storeSession } from './storedSession.ts';
import { saveSnapshot } from './snapshot.ts';

const frame =
  '<div class="app-shell"><header><button type="button">Menu</button></header><main><h1>Hello, Asha</h1><a href="/my-batches">My batches</a></main></div>';

function drawLive(html = frame) {
  document.body.innerHTML = `<div id="root"><section class="toast-container"></section>${html}</div>`;
}

afterEach(() => {
  delete document.documentElement.dataset.build;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('saveSnapshot', () => {
  it('keeps the live app frame with the build, path and language', () => {
    localStorage.setItem('token', 'session');
    document.documentElement.dataset.build = '/assets/index-abc.js';
    drawLive();
    saveSnapshot('/', 'hi');
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!)).toEqual({
      build: '/assets/index-abc.js',
      path: '/',
      lang: 'hi',
      html: frame,
    });
  });

  it('keeps the live regions (offline, a new version, an alert) empty: a later start cannot vouch for them', () => {
    localStorage.setItem('token', 'session');
    document.documentElement.dataset.build = '/assets/index-abc.js';
    drawLive(
      '<div class="app-shell"><header></header><div aria-live="polite"><span>New version available</span></div><main><a href="/my-batches">My batches</a></main></div>',
    );
    saveSnapshot('/', 'en');
    const { html } = JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!) as { html: string };
    expect(html).toBe(
      '<div class="app-shell"><header></header><div aria-live="polite"></div><main><a href="/my-batches">My batches</a></main></div>',
    );
    expect(document.querySelector('[aria-live]')?.textContent).toBe('New version available');
  });

  it('keeps nothing without a session, a build mark (development) or a frame, nor offline', () => {
    document.documentElement.dataset.build = '/assets/index-abc.js';
    drawLive();
    saveSnapshot('/', 'en');
    localStorage.setItem('token', 'session');
    delete document.documentElement.dataset.build;
    saveSnapshot('/', 'en');
    document.documentElement.dataset.build = '/assets/index-abc.js';
    drawLive('<p>Loading</p>');
    saveSnapshot('/', 'en');
    drawLive();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    saveSnapshot('/', 'en');
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});

describe('the session', () => {
  it('takes the snapshot with it when it ends or another begins', () => {
    localStorage.setItem(SNAPSHOT_KEY, '{}');
    clearStoredSession();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    localStorage.setItem(SNAPSHOT_KEY, '{}');
    storeSession('token', { name: 'Asha' });
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});
