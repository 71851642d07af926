import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { Batch, Candidate } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { eachTestSignedIn, json, login, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const demoId = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
const acceptedBatch = (ownerId = demoId()): Batch =>
  t.db.data.batches.find((b) => b.accessorId === ownerId && b.isAcceptAssesor)!;
const candidatesOf = (batch: Batch): Candidate[] => t.db.data.candidates.filter((c) => c.batchId === batch._id);
const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: as } });
const save = (payload: unknown, as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-candidate-attendence',
    headers: { [AUTH_HEADER]: as },
    payload: payload as object,
  });

describe('candidate-list-by-batch', () => {
  it('lists the batch candidates sorted by candidate id with "Missing" attendance, paginated, with the section table', async () => {
    const batch = acceptedBatch();
    const answer = json(await get(`/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`));
    const details = answer.details as {
      candidateList: Candidate[];
      totalCounts: number;
      totalPages: number;
      sectionTable: unknown[];
    };
    expect(answer).toMatchObject({ success: true, statusCode: 200 });
    expect(details.totalCounts).toBe(candidatesOf(batch).length);
    expect(details.candidateList.map((c) => c.candidateId)).toEqual(
      candidatesOf(batch)
        .map((c) => c.candidateId)
        .sort(),
    );
    expect(details.candidateList.every((c) => c.isPresent === 'Missing' && c.batchId === batch._id)).toBe(true);
    expect(details.sectionTable).toHaveLength(3);

    const page2 = json(await get(`/api/candidate-list-by-batch?batch_id=${batch._id}&limit=10&page=2`))
      .details as typeof details;
    expect(page2.candidateList.map((c) => c.candidateId)).toEqual(
      details.candidateList.slice(10, 20).map((c) => c.candidateId),
    );
    expect(page2.totalPages).toBe(Math.ceil(details.totalCounts / 10));
  });

  it('searches by name or candidate id', async () => {
    const batch = acceptedBatch();
    const target = candidatesOf(batch)[3]!;
    for (const needle of [target.candidateId, target.name.split(' ')[0]!.toUpperCase()]) {
      const list = (
        json(await get(`/api/candidate-list-by-batch?batch_id=${batch._id}&search=${encodeURIComponent(needle)}`))
          .details as { candidateList: Candidate[] }
      ).candidateList;
      expect(list.map((c) => c._id)).toContain(target._id);
    }
  });

  it("refuses another assessor's batch (403), an unknown one (404) and a missing batch_id (400)", async () => {
    const other = t.db.data.assessors.find((a) => a.email !== DEMO_ASSESSOR.email)!;
    expect((await get(`/api/candidate-list-by-batch?batch_id=${acceptedBatch(other._id)._id}`)).statusCode).toBe(403);
    expect((await get('/api/candidate-list-by-batch?batch_id=ffffffffffffffffffffffff')).statusCode).toBe(404);
    const missing = await get('/api/candidate-list-by-batch');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toContain('batch_id');
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/candidate-list-by-batch?batch_id=${acceptedBatch()._id}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('save-candidate-attendence', () => {
  it('stores Present and Absent and the list shows them', async () => {
    const batch = acceptedBatch();
    const [a, b] = candidatesOf(batch);
    const answer = await save({
      batch_id: batch._id,
      attendance: [
        { candidate_id: a!._id, isPresent: 'Present' },
        { candidate_id: b!._id, isPresent: 'Absent' },
      ],
    });
    expect(json(answer)).toMatchObject({ success: true, message: 'Attendance of 2 candidates saved successfully' });
    const list = (
      json(await get(`/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`)).details as {
        candidateList: Candidate[];
      }
    ).candidateList;
    expect(list.find((c) => c._id === a!._id)?.isPresent).toBe('Present');
    expect(list.find((c) => c._id === b!._id)?.isPresent).toBe('Absent');
  });

  it('refuses a candidate of another batch and stores nothing', async () => {
    const batch = acceptedBatch();
    const stranger = t.db.data.candidates.find((c) => c.batchId !== batch._id)!;
    const own = candidatesOf(batch)[0]!;
    const answer = await save({
      batch_id: batch._id,
      attendance: [
        { candidate_id: own._id, isPresent: 'Present' },
        { candidate_id: stranger._id, isPresent: 'Present' },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toContain(stranger._id);
    expect(t.db.data.candidates.find((c) => c._id === own._id)?.isPresent).toBe('Missing');
  });

  it('refuses a value other than Present, Absent or Missing, and an empty list', async () => {
    const batch = acceptedBatch();
    const own = candidatesOf(batch)[0]!;
    expect(
      (await save({ batch_id: batch._id, attendance: [{ candidate_id: own._id, isPresent: 'Late' }] })).statusCode,
    ).toBe(400);
    expect((await save({ batch_id: batch._id, attendance: [] })).statusCode).toBe(400);
  });

  it("refuses another assessor's batch", async () => {
    const other = t.db.data.assessors.find((a) => a.email !== DEMO_ASSESSOR.email)!;
    const batch = acceptedBatch(other._id);
    const answer = await save({
      batch_id: batch._id,
      attendance: [{ candidate_id: candidatesOf(batch)[0]!._id, isPresent: 'Present' }],
    });
    expect(answer.statusCode).toBe(403);
    expect(candidatesOf(batch)[0]!.isPresent).toBe('Missing');
    // …and that assessor may.
    const theirs = await login(t.app, other.email);
    expect(
      (
        await save(
          { batch_id: batch._id, attendance: [{ candidate_id: candidatesOf(batch)[0]!._id, isPresent: 'Present' }] },
          theirs,
        )
      ).statusCode,
    ).toBe(200);
  });
});
