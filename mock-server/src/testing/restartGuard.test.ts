import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../db/tracked.ts';
import { eachTestSignedIn, type TestApp } from './testApp.ts';
import { firstDifference } from './restartGuard.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const list = () => t.app.inject({ method: 'GET', url: '/api/notification-list', headers: { [AUTH_HEADER]: token } });

describe('the restart guard of test apps', () => {
  it('fails the request after which memory holds a change a restart would not load, naming its path', async () => {
    const item = unwrap(t.db.data).notifications[0]!;
    // Behind the tracking, as a leaked raw object would be changed.
    item.title = 'changed unseen';
    await expect(list()).rejects.toThrow(
      /After GET \/api\/notification-list: .* differs from memory at notifications\[0\]\.title: memory "changed unseen"/,
    );
  });

  it('lets a test set up a case through db.data: that is written before the next request', async () => {
    t.db.data.notifications[0]!.title = 'set up by the test';
    expect((await list()).statusCode).toBe(200);
    expect((await t.db.restarted()).notifications[0]!.title).toBe('set up by the test');
  });
});

describe('firstDifference', () => {
  it('names the first differing path as JSON sees it', () => {
    expect(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 1 }] })).toBeNull();
    expect(firstDifference({ a: [{ b: 1, c: undefined }] }, { a: [{ b: 1 }] })).toBeNull();
    expect(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 2 }] })).toBe('a[0].b: memory 1, restart 2');
    expect(firstDifference({ a: [1, 2] }, { a: [1] })).toBe('a[1]: memory 2, restart absent');
    expect(firstDifference({ d: new Date(0) }, { d: '1970-01-01T00:00:00.000Z' })).toMatch(/^d: /);
  });
});
