import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../store.ts';
import { nextTask } from '../../../lib/nextTask.ts';
import { ANSWERS_LIMIT_MS, prefetchHome } from './prefetchHome.ts';

/** A store whose requests answer when the test says so: `dispatch` hands back one held answer per request. */
function heldStore() {
  const answers: (() => void)[] = [];
  const dispatch = vi.fn(() => new Promise<void>((resolve) => { answers.push(resolve); }));
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
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout'] }); });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** Runs the prefetch, noting when it resolves; the requests go out one task apart. */
  async function run({ store, dispatch }: ReturnType<typeof heldStore>) {
    const state = { done: false };
    void prefetchHome(store).then(() => { state.done = true; });
    for (let turn = 0; turn < 50 && dispatch.mock.calls.length < 5; turn += 1) await nextTask();
    expect(dispatch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(0);
    return state;
  }

  it('resolves once the five requests are under way when no snapshot is on view', async () => {
    const state = await run(heldStore());
    expect(state.done).toBe(true);
  });

  it('with the snapshot on view, waits for every answer before home is drawn', async () => {
    showSnapshot();
    const held = heldStore();
    const { answers } = held;
    const state = await run(held);
    expect(answers).toHaveLength(5);
    for (const answer of answers.slice(0, 4)) answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(false);
    answers[4]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('with the snapshot on view, waits at most ANSWERS_LIMIT_MS for answers that do not come', async () => {
    showSnapshot();
    const state = await run(heldStore());
    await vi.advanceTimersByTimeAsync(ANSWERS_LIMIT_MS - 10);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(state.done).toBe(true);
  });

  it('with the snapshot on view, stops waiting as soon as the page’s script holds a tap on it', async () => {
    const markup = showSnapshot();
    const state = await run(heldStore());
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    markup.setAttribute('data-held', '0.1.2');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('with a tap already held when it starts, does not wait for the answers', async () => {
    showSnapshot().setAttribute('data-held', '0.1.2');
    const state = await run(heldStore());
    expect(state.done).toBe(true);
  });
});
