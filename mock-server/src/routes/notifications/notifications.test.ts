import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, type TestApp, eachTestSignedIn, trainerInject } from '../../testing/testApp.ts';
import { matchesTag } from './index.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

type Item = { _id: string; recipient: string; title: string; isRead: boolean; createdAt: string };
type Page = { notifications: Item[]; unreadCount: number; totalCounts: number };
const poll = (etag?: string, query = '', as = token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/notification-list${query}`,
    headers: { [AUTH_HEADER]: as, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const page = (response: Awaited<ReturnType<typeof poll>>) => json(response).details as Page;
const send = (payload: object) => trainerInject(t.app, { method: 'POST', url: '/__mock/notifications', payload });
const markRead = (id: string, as = token) =>
  t.app.inject({ method: 'PUT', url: `/api/change-notification-status/${id}`, headers: { [AUTH_HEADER]: as } });

describe('GET /api/notification-list', () => {
  it("answers the caller's notifications newest first with the unread count and an ETag", async () => {
    const response = await poll();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^".+"$/);
    const { notifications, unreadCount } = page(response);
    const me = t.db.data.assessors[0]!._id;
    expect(notifications.every((n) => n.recipient === me)).toBe(true);
    expect(notifications.map((n) => n.createdAt)).toEqual([...notifications.map((n) => n.createdAt)].sort().reverse());
    expect(unreadCount).toBe(t.db.data.notifications.filter((n) => n.recipient === me && !n.isRead).length);
  });

  it('answers 304 without a body while nothing changed, and 200 with a new tag after a change', async () => {
    const first = await poll();
    const tag = first.headers.etag as string;
    const same = await poll(tag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await send({ assessor: 'assessor@demo.test', title: 'Hello', content: 'New content' });
    const changed = await poll(tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(page(changed).notifications[0]).toMatchObject({ title: 'Hello', isRead: false });
    expect(page(changed).unreadCount).toBe(page(first).unreadCount + 1);
  });

  it("is not changed by another assessor's notifications, and a tag of another query does not match", async () => {
    const tag = (await poll()).headers.etag as string;
    await send({ assessor: OTHER_ASSESSORS[0].email, title: 'Not yours', content: 'x' });
    expect((await poll(tag)).statusCode).toBe(304);
    expect((await poll(tag, '?page=2')).statusCode).toBe(200);
  });

  it("answers another assessor 200 with their own list when they send this assessor's tag", async () => {
    const mine = await poll();
    const tag = mine.headers.etag as string;
    const other = await login(t.app, OTHER_ASSESSORS[0].email, OTHER_ASSESSORS[0].password);
    const theirs = await poll(tag, '', other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(tag);
    expect(page(theirs).notifications.every((item) => item.recipient !== page(mine).notifications[0]?.recipient)).toBe(
      true,
    );
    // Their own tag still answers them 304.
    expect((await poll(theirs.headers.etag as string, '', other)).statusCode).toBe(304);
  });

  it('does not match a tag from before a reset', async () => {
    const tag = (await poll()).headers.etag as string;
    await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    const fresh = await login(t.app);
    expect((await poll(tag, '', fresh)).statusCode).toBe(200);
  });

  it('refuses another assessor id, a bad page and a missing token', async () => {
    expect((await poll(undefined, `?assesor_id=${t.db.data.assessors[2]!._id}`)).statusCode).toBe(403);
    expect((await poll(undefined, '?page=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notification-list' })).statusCode).toBe(401);
  });
});

describe('PUT /api/change-notification-status/:id', () => {
  it('marks one read: the unread count drops and the list tag changes', async () => {
    const before = await poll();
    const unread = page(before).notifications.find((n) => !n.isRead)!;
    const response = await markRead(unread._id);
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({ _id: unread._id, isRead: true });
    const after = await poll(before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(page(after).unreadCount).toBe(page(before).unreadCount - 1);
  });

  it("answers 404 for another assessor's notification and an unknown id", async () => {
    const theirs = t.db.data.notifications.find((n) => n.recipient !== t.db.data.assessors[0]!._id && !n.isRead)!;
    expect((await markRead(theirs._id)).statusCode).toBe(404);
    expect(theirs.isRead).toBe(false);
    expect((await markRead('unknown')).statusCode).toBe(404);
  });
});

describe('matchesTag', () => {
  it('reads lists, weak tags and *', () => {
    expect(matchesTag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesTag('*', '"x"')).toBe(true);
    expect(matchesTag('"a"', '"b"')).toBe(false);
    expect(matchesTag(undefined, '"b"')).toBe(false);
  });
});
