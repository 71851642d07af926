import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../store.ts';
import { nextTask } from '../../../lib/nextTask.ts';
import { prefetchHome } from './prefetchHome.ts';

/** A store whose requests answer when the test says so: `dispatch` hands back one held answer per request. */
function heldStore() {
  const answers: (() => void)[] = [];
  const dispatch = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        answers.push(resolve);
      }),
  );
  const getState = () => ({ auth: { userInfo: { _id: 'assessor-1' } } });
  return { store: { dispatch, getState } as unknown as AppStore, dispatch, answers };
}

function showSnapshot() {
  const markup = document.createElement('div');
  markup.id = 'prerender';
  markup.setAttribute('data-snapshot', '');
  document.body.append(markup);
  return markup;
}

describe('prefetchHome', () => {
  // Timers only: the requests go out a task apart through a message channel.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** Runs the prefetch, noting when it resolves; the requests go out one task apart. */
  async function run({ store, dispatch }: ReturnType<typeof heldStore>) {
    const state = { done: false };
    void prefetchHome(store).then(() => {
      state.done = true;
    });
    for (let turn = 0; turn < 50 && dispatch.mock.calls.length < 5; turn += 1) await nextTask();
    expect(dispatch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(0);
    return state;
  }

  it('resolves once the five requests are under way, without waiting for their answers', async () => {
    const held = heldStore();
    const state = await run(held);
    expect(held.answers).toHaveLength(5);
    expect(state.done).toBe(true);
  });

  it('does not wait for the answers either with the snapshot on view: the snapshot stays until home has its lists', async () => {
    showSnapshot();
    const held = heldStore();
    const state = await run(held);
    expect(held.answers).toHaveLength(5);
    expect(state.done).toBe(true);
    expect(document.getElementById('prerender')).not.toBeNull();
  });
});
