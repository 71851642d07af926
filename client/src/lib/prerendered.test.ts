import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../boot/bootScript.ts';
import { dropPrerendered } from './prerendered.ts';

/** The landing's markup as the build writes it, beside the live root, and the boot script run over it. */
function bootLanding() {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="prerender"><a href="/login">Log in</a></div><div id="root"></div>';
  boot({ entry: '/assets/index-abc.js', preloads: [] });
  return document.querySelector('#prerender a')!;
}

const markup = () => document.getElementById('prerender');
const press = (link: Element) => link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
/** The tap's click, its navigation held back (jsdom has none). */
function click(link: Element) {
  const held = (event: Event) => event.preventDefault();
  document.addEventListener('click', held);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', held);
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the swap of the pre-rendered screen for the live one', () => {
  it('happens at once when nothing on the markup is pressed', () => {
    bootLanding();
    dropPrerendered();
    expect(markup()).toBeNull();
  });

  it('waits for the click of a link pressed on the markup, so the tap is not lost between two screens', async () => {
    const link = bootLanding();
    press(link);
    dropPrerendered();
    expect(markup(), 'kept while the finger is down').not.toBeNull();
    click(link);
    expect(markup(), 'the click reaches the link it pressed').not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(markup()).toBeNull();
  });

  it('waits at most a second for a press that never becomes a click', async () => {
    const link = bootLanding();
    press(link);
    dropPrerendered();
    await vi.advanceTimersByTimeAsync(999);
    expect(markup()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(markup()).toBeNull();
  });
});
