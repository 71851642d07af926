import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, TEST_TODAY, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

type Row = {
  _id: string;
  batchId: string;
  examCenterName: string;
  startDate: string;
  endDate: string;
  isAcceptAssesor: boolean;
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } });
const batchList = async (query = '') =>
  json(await get(`/api/batch-list${query}`)).details as { batchList: Row[]; totalCounts: number; totalPages: number };
const iso = (slash: string) => slash.split('/').reverse().join('-');

describe('GET /api/batch-list', () => {
  it('lists the accepted batches of the caller, 10 a page', async () => {
    const all = await batchList();
    expect(all).toMatchObject({ totalCounts: 22, totalPages: 3 });
    expect(all.batchList).toHaveLength(10);
    expect(all.batchList.every((b) => b.isAcceptAssesor)).toBe(true);
    expect((await batchList('?page=3')).batchList).toHaveLength(2);
  });

  it.each([
    ['ongoing', 5, (b: Row) => iso(b.startDate) <= TEST_TODAY && iso(b.endDate) >= TEST_TODAY],
    ['upcoming', 7, (b: Row) => iso(b.startDate) > TEST_TODAY],
    ['completed', 10, (b: Row) => iso(b.endDate) < TEST_TODAY],
  ])('filters by batchType=%s', async (batchType, count, holds) => {
    const list = await batchList(`?batchType=${batchType}&limit=50`);
    expect(list.totalCounts).toBe(count);
    expect(list.batchList.every(holds)).toBe(true);
  });

  // backend-facts §1a row 10: the real sortOrder is numeric; 'asc' would be a 500 there.
  it('sorts by sortOrder=1 / -1 and refuses asc', async () => {
    const starts = async (order: string) =>
      (await batchList(`?limit=50&sortOrder=${order}`)).batchList.map((b) => iso(b.startDate));
    const up = await starts('1');
    expect(up).toEqual([...up].sort());
    expect(await starts('-1')).toEqual([...up].reverse());
    expect((await get('/api/batch-list?sortOrder=asc')).statusCode).toBe(400);
  });

  it('searches by exam centre, case-insensitively', async () => {
    const first = (await batchList()).batchList[0]!;
    const word = first.examCenterName.split(' ')[0]!.toUpperCase();
    const found = await batchList(`?search=${encodeURIComponent(word)}&limit=50`);
    expect(found.batchList.map((b) => b._id)).toContain(first._id);
    expect(
      found.batchList.every((b) => b.examCenterName.toUpperCase().includes(word) || b.batchId.includes(word)),
    ).toBe(true);
    expect((await batchList('?search=zzzz-no-such')).totalCounts).toBe(0);
  });

  it('refuses a bad batchType and another assessor id', async () => {
    expect((await get('/api/batch-list?batchType=old')).statusCode).toBe(400);
    expect((await get(`/api/batch-list?assesor_id=${t.db.data.assessors[1]!._id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/batch-details/:id', () => {
  it('answers the facts of api-facts §4', async () => {
    const id = (await batchList()).batchList[0]!._id;
    const response = await get(`/api/batch-details/${id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({
      _id: id,
      batchId: expect.any(String),
      batchSize: expect.any(Number),
      startDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      startTime: expect.stringMatching(/^\d{2}:\d{2}(AM|PM)$/),
      examCenterName: expect.any(String),
      accessorId: t.db.data.assessors[0]!._id,
      assessorFeePerCandidate: expect.any(Number),
      questionPaper: { passingPercentage: 33 },
    });
  });

  it("answers 403 for another assessor's batch and 404 for an unknown one", async () => {
    const other = t.db.data.batches.find((b) => b.accessorId !== t.db.data.assessors[0]!._id)!;
    const forbidden = await get(`/api/batch-details/${other._id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ success: false, message: 'This batch is not assigned to you' });
    const missing = await get('/api/batch-details/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Batch not found');
  });
});
