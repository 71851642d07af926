import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linksPreloaded, PRELOAD_LIMIT_MS } from './preloaded.ts';

describe('linksPreloaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.build;
    delete (window as { preloaded?: boolean }).preloaded;
  });

  /** Starts waiting and reports whether it has resolved, after the promises have run. */
  async function waiting() {
    const state = { done: false };
    void linksPreloaded().then(() => {
      state.done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return state;
  }

  it('resolves at once in a page without the build’s script (development)', async () => {
    expect((await waiting()).done).toBe(true);
  });

  it('in a built page, waits for the script’s `preloaded` event', async () => {
    document.documentElement.dataset.build = '/assets/index.js';
    const state = await waiting();
    await vi.advanceTimersByTimeAsync(PRELOAD_LIMIT_MS / 2);
    expect(state.done).toBe(false);
    window.dispatchEvent(new Event('preloaded'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('resolves at once when the links were all in before it asked', async () => {
    document.documentElement.dataset.build = '/assets/index.js';
    (window as { preloaded?: boolean }).preloaded = true;
    expect((await waiting()).done).toBe(true);
  });

  it('waits at most PRELOAD_LIMIT_MS for a script that never says so', async () => {
    document.documentElement.dataset.build = '/assets/index.js';
    const state = await waiting();
    await vi.advanceTimersByTimeAsync(PRELOAD_LIMIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
