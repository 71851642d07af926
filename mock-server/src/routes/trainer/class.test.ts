import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { eachTestSignedIn, json, trainerInject, type TestApp } from '../../testing/testApp.ts';
import { form } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const demoId = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
type Row = { _id: string; waiting: string };
const waitingOfDemo = async () =>
  (json(await trainerInject(t.app, { url: '/__mock/class' })).details as Row[]).find((row) => row._id === demoId())!
    .waiting;

describe('GET /__mock/class: what waits for review, fingerprinted', () => {
  it('stays the same while nothing waiting changes, and changes when an issue is raised and when it is closed', async () => {
    const first = await waitingOfDemo();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    // Reads and unrelated writes leave it alone.
    await t.app.inject({
      method: 'GET',
      url: '/api/notification-list?page=1&limit=5',
      headers: { [AUTH_HEADER]: token },
    });
    expect(await waitingOfDemo()).toBe(first);

    const batch = t.db.data.batches.find((b) => b.accessorId === demoId() && b.isAcceptAssesor)!;
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/raise-issue',
      headers: { [AUTH_HEADER]: token },
      payload: form({
        batch_id: batch._id,
        category: 'powerFailure',
        description: 'The power went off for two hours.',
      }),
    });
    expect(raised.statusCode).toBe(201);
    const afterRaise = await waitingOfDemo();
    expect(afterRaise).not.toBe(first);

    const issue = json(raised).details as { _id: string };
    expect((await trainerInject(t.app, { method: 'POST', url: `/__mock/issues/${issue._id}/close` })).statusCode).toBe(
      200,
    );
    expect(await waitingOfDemo()).not.toBe(afterRaise);
  });

  it('lists every assessor, and needs the passcode', async () => {
    const rows = json(await trainerInject(t.app, { url: '/__mock/class' })).details as Row[];
    expect(rows.length).toBeGreaterThan(1);
    expect((await t.app.inject({ method: 'GET', url: '/__mock/class' })).statusCode).toBe(401);
  });
});
