import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, login, trainerInject, type TestApp, eachTestApp } from '../../testing/testApp.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const post = (url: string, payload: object) => trainerInject(t.app, { method: 'POST', url, payload });

describe('POST /__mock/batches/assign', () => {
  it('creates a pending request with candidates and the "Accept the Batch Request" notification', async () => {
    const token = await login(t.app);
    const response = await post('/__mock/batches/assign', { assessor: 'assessor@demo.test' });
    expect(response.statusCode).toBe(201);
    const batch = json(response).details as { _id: string; batchId: string; batchSize: number };
    expect(batch).toMatchObject({
      isAcceptAssesor: false,
      RejectComment: null,
      accessorId: t.db.data.assessors[0]!._id,
    });
    expect(t.db.data.candidates.filter((c) => c.batchId === batch._id)).toHaveLength(batch.batchSize);
    const requests = await t.app.inject({
      method: 'GET',
      url: `/api/batch-req-list?search=${batch.batchId}`,
      headers: { [AUTH_HEADER]: token },
    });
    expect(json(requests).details).toMatchObject({ totalCounts: 1 });
    expect(t.app.notifications.of(t.db.data.assessors[0]!._id).list[0]).toMatchObject({
      type: 'other',
      title: batch.batchId,
      content: 'Accept the Batch Request to process further',
      isRead: false,
    });
  });

  it('gives each assignment its own batch id', async () => {
    const a = json(await post('/__mock/batches/assign', { assessor: '9876543210' })).details as { batchId: string };
    const b = json(await post('/__mock/batches/assign', { assessor: '9876543210' })).details as { batchId: string };
    expect(a.batchId).not.toBe(b.batchId);
  });

  it('answers 404 for an unknown assessor and 400 without one', async () => {
    expect((await post('/__mock/batches/assign', { assessor: 'nobody@demo.test' })).statusCode).toBe(404);
    expect((await post('/__mock/batches/assign', {})).statusCode).toBe(400);
  });
});

describe('POST /__mock/notifications', () => {
  it('sends a notification to the assessor', async () => {
    const response = await post('/__mock/notifications', {
      assessor: 'assessor2@demo.test',
      title: 'Hi',
      content: 'Read me',
      type: 'alert',
      link: '/my-batches',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).details).toMatchObject({
      recipient: t.db.data.assessors[1]!._id,
      title: 'Hi',
      type: 'alert',
      link: '/my-batches',
      isRead: false,
    });
  });

  it('validates the body and the assessor', async () => {
    expect(
      (await post('/__mock/notifications', { assessor: 'assessor@demo.test', title: '', content: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/__mock/notifications', { assessor: 'assessor@demo.test', title: 't', content: 'x', type: 'spam' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/__mock/notifications', {
          assessor: 'assessor@demo.test',
          title: 't',
          content: 'x',
          link: 'https://evil.test',
        })
      ).statusCode,
    ).toBe(400);
    expect((await post('/__mock/notifications', { assessor: 'ghost', title: 't', content: 'x' })).statusCode).toBe(404);
  });
});
