import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const demoId = () => t.db.data.assessors[0]!._id;
const list = (query = '', as = token) =>
  t.app.inject({ method: 'GET', url: `/api/batch-req-list${query}`, headers: { [AUTH_HEADER]: as } });
const decide = (payload: object, as = token) =>
  t.app.inject({ method: 'PUT', url: '/api/update-reqbatch-status', headers: { [AUTH_HEADER]: as }, payload });
const details = (response: Awaited<ReturnType<typeof list>>) =>
  json(response).details as {
    batchReqList: {
      _id: string;
      batchId: string;
      accessorId: string;
      isAcceptAssesor: boolean;
      RejectComment: string | null;
    }[];
    totalCounts: number;
    totalPages: number;
    page: number;
  };

describe('GET /api/batch-req-list', () => {
  it('lists only the pending requests of the caller by default, paginated', async () => {
    const response = await list('?limit=5');
    expect(response.statusCode).toBe(200);
    const body = details(response);
    expect(body).toMatchObject({ totalCounts: 8, totalPages: 2, page: 1 });
    expect(body.batchReqList).toHaveLength(5);
    expect(
      body.batchReqList.every((b) => b.accessorId === demoId() && !b.isAcceptAssesor && b.RejectComment === null),
    ).toBe(true);
  });

  it('filters by state: rejected requests carry their reason, accepted ones are accepted', async () => {
    const rejected = details(await list('?status=rejected'));
    expect(rejected.totalCounts).toBe(2);
    expect(rejected.batchReqList.every((b) => typeof b.RejectComment === 'string')).toBe(true);
    expect(details(await list('?status=accepted')).totalCounts).toBe(22);
  });

  it('searches by batch id', async () => {
    const first = details(await list()).batchReqList[0]!;
    const found = details(await list(`?search=${first.batchId.toLowerCase()}`));
    expect(found.batchReqList.map((b) => b._id)).toEqual([first._id]);
  });

  it('refuses another assessor id (403) and a bad status (400)', async () => {
    expect((await list(`?accessorId=${t.db.data.assessors[1]!._id}`)).statusCode).toBe(403);
    const bad = await list('?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/batch-req-list' })).statusCode).toBe(401);
  });
});

describe('PUT /api/update-reqbatch-status', () => {
  const pendingId = async () => details(await list()).batchReqList[0]!._id;

  it('accepts: the batch appears in batch-list, gets its tabs, and a confirmation notification', async () => {
    const id = await pendingId();
    const response = await decide({ batch_id: id, isAcceptAssesor: true });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      message: 'Batch request accepted',
      details: { _id: id, isAcceptAssesor: true },
    });
    const batches = await t.app.inject({
      method: 'GET',
      url: '/api/batch-list?limit=100',
      headers: { [AUTH_HEADER]: token },
    });
    expect((json(batches).details as { batchList: { _id: string }[] }).batchList.map((b) => b._id)).toContain(id);
    expect(t.db.data.tabStatuses.filter((tab) => tab.batch_id === id)).toHaveLength(11);
    const mine = t.app.notifications.of(demoId()).list;
    expect(mine[0]).toMatchObject({ type: 'message', title: expect.stringContaining('accepted'), isRead: false });
  });

  it('rejects with a reason, which is stored', async () => {
    const id = await pendingId();
    const response = await decide({ batch_id: id, isAcceptAssesor: false, RejectComment: 'Too far from home' });
    expect(response.statusCode).toBe(200);
    expect(t.db.data.batches.find((b) => b._id === id)).toMatchObject({
      isAcceptAssesor: false,
      RejectComment: 'Too far from home',
    });
    expect(details(await list('?status=rejected')).totalCounts).toBe(3);
  });

  it('refuses a rejection without a reason', async () => {
    const id = await pendingId();
    const response = await decide({ batch_id: id, isAcceptAssesor: false });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Please give a reason for rejecting the batch');
    const blank = await decide({ batch_id: id, isAcceptAssesor: false, RejectComment: '      ' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses to decide twice with a clear 400', async () => {
    const id = await pendingId();
    await decide({ batch_id: id, isAcceptAssesor: true });
    const again = await decide({ batch_id: id, isAcceptAssesor: false, RejectComment: 'Changed my mind' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ success: false, message: 'This batch request has already been accepted' });
  });

  it("answers 403 for another assessor's batch and 404 for an unknown one", async () => {
    const other = t.db.data.batches.find(
      (b) => b.accessorId !== demoId() && !b.isAcceptAssesor && b.RejectComment === null,
    )!;
    const forbidden = await decide({ batch_id: other._id, isAcceptAssesor: true });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).message).toBe('This batch is not assigned to you');
    expect(other.isAcceptAssesor).toBe(false);
    expect((await decide({ batch_id: 'nope', isAcceptAssesor: true })).statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const response = await decide({ isAcceptAssesor: true });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('batch_id is required');
  });

  it('lets another assessor decide only their own requests', async () => {
    const otherToken = await login(t.app, OTHER_ASSESSORS[0].email);
    const mine = details(await list('', otherToken));
    expect(mine.totalCounts).toBe(1);
    expect((await decide({ batch_id: mine.batchReqList[0]!._id, isAcceptAssesor: true }, otherToken)).statusCode).toBe(
      200,
    );
  });
});
