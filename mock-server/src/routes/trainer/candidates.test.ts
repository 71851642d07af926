import { AUTH_HEADER } from '@assessor/contract';
import { expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { eachTestSignedIn, json, trainerInject, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

it('grows a batch to 100 candidates, the same ones every time, listed on one page', async () => {
  const demo = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;
  const batch = t.db.data.batches.find((b) => b.accessorId === demo._id && b.isAcceptAssesor)!;
  const answer = await trainerInject(t.app, {
    method: 'POST',
    url: `/__mock/batches/${batch._id}/candidates`,
    payload: { count: 100 },
  });
  expect(json(answer)).toMatchObject({ success: true, details: { batch_id: batch._id, batchSize: 100 } });
  const list = json(
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate-list-by-batch?batch_id=${batch._id}&limit=100`,
      headers: { [AUTH_HEADER]: token },
    }),
  );
  const details = list.details as { candidateList: { candidateId: string; isPresent: string }[]; totalCounts: number };
  expect(details.totalCounts).toBe(100);
  expect(new Set(details.candidateList.map((c) => c.candidateId)).size).toBe(100);
  expect(details.candidateList.at(-1)?.candidateId).toBe(`${batch.batchId}-C100`);

  const names = t.db.data.candidates.filter((c) => c.batchId === batch._id).map((c) => c.name);
  await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
  await trainerInject(t.app, {
    method: 'POST',
    url: `/__mock/batches/${batch._id}/candidates`,
    payload: { count: 100 },
  });
  expect(t.db.data.candidates.filter((c) => c.batchId === batch._id).map((c) => c.name)).toEqual(names);
});

it('refuses an unknown batch and a count outside 1–200', async () => {
  expect(
    (await trainerInject(t.app, { method: 'POST', url: '/__mock/batches/nope/candidates', payload: { count: 5 } }))
      .statusCode,
  ).toBe(404);
  const batch = t.db.data.batches[0]!;
  expect(
    (
      await trainerInject(t.app, {
        method: 'POST',
        url: `/__mock/batches/${batch._id}/candidates`,
        payload: { count: 500 },
      })
    ).statusCode,
  ).toBe(400);
});
