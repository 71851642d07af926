import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMost } from './atMost.ts';

describe('atMost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function watch(promise: Promise<void>) {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  }

  it('resolves as soon as the promise resolves, and clears its timer', async () => {
    let finish!: () => void;
    const wait = watch(
      atMost(
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
        1000,
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(wait.done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves, without rejecting, when the promise rejects', async () => {
    const wait = atMost(Promise.reject(new Error('offline')), 1000);
    await expect(wait).resolves.toBeUndefined();
  });

  it('resolves after the limit when the promise never settles', async () => {
    const wait = watch(atMost(new Promise<void>(() => {}), 1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(wait.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.done).toBe(true);
  });
});
