import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAUSE_MS, isQueryAnswer, savedAnswers } from './savedAnswers.ts';

const answer = (key: string, fromCache: boolean) => ({
  type: 'api/executeQuery/fulfilled',
  meta: {
    requestStatus: 'fulfilled' as const,
    baseQueryMeta: fromCache ? { status: 200, fromCache: true as const } : { status: 200 },
    arg: { type: 'query' as const, endpointName: `endpoint ${key}`, originalArgs: { key }, queryCacheKey: key },
  },
});

describe('saved answers of the service worker', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('recognises fulfilled queries only', () => {
    expect(isQueryAnswer(answer('a', true))).toBe(true);
    expect(isQueryAnswer({ type: 'x', meta: { requestStatus: 'fulfilled', arg: { type: 'mutation' } } })).toBe(false);
    expect(isQueryAnswer({ type: 'x', meta: { requestStatus: 'rejected', arg: { type: 'query' } } })).toBe(false);
    expect(isQueryAnswer(null)).toBe(false);
  });

  it('online, asks a saved answer again after a pause that grows while the answers stay saved ones', () => {
    const asked: unknown[] = [];
    const saved = savedAnswers(
      (name, args) => asked.push([name, args]),
      () => true,
    );
    saved.take(answer('a', true));
    vi.advanceTimersByTime(FIRST_PAUSE_MS - 1);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual([['endpoint a', { key: 'a' }]]);
    saved.take(answer('a', true));
    vi.advanceTimersByTime(FIRST_PAUSE_MS);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(FIRST_PAUSE_MS);
    expect(asked).toHaveLength(2);
  });

  it('a network answer ends the wait: that query is done, the others are asked at once', () => {
    const asked: string[] = [];
    const saved = savedAnswers(
      (name) => asked.push(name),
      () => true,
    );
    saved.take(answer('a', true));
    saved.take(answer('b', true));
    saved.take(answer('a', false));
    expect(asked).toEqual(['endpoint b']);
    saved.take(answer('b', false));
    expect(saved.size).toBe(0);
    vi.advanceTimersByTime(10 * FIRST_PAUSE_MS);
    expect(asked).toEqual(['endpoint b']);
  });

  it('offline, waits for the online event instead of a timer', () => {
    online = false;
    const asked: string[] = [];
    const saved = savedAnswers(
      (name) => asked.push(name),
      () => true,
    );
    saved.take(answer('a', true));
    vi.advanceTimersByTime(10 * FIRST_PAUSE_MS);
    expect(asked).toEqual([]);
    online = true;
    saved.online();
    expect(asked).toEqual(['endpoint a']);
  });

  it('forgets a query no screen holds any more', () => {
    const asked: string[] = [];
    const saved = savedAnswers(
      (name) => asked.push(name),
      () => false,
    );
    saved.take(answer('a', true));
    vi.advanceTimersByTime(FIRST_PAUSE_MS);
    expect(asked).toEqual([]);
    expect(saved.size).toBe(0);
  });
});
