import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const count = (batchId: string, assesorId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/assesment-activity-count?batchId=${batchId}&assesorId=${assesorId}`,
    headers: { [AUTH_HEADER]: token },
  });

describe('GET /api/assesment-activity-count', () => {
  it('counts the tabs whose status is true, out of 11', async () => {
    const me = t.db.data.assessors[0]!._id;
    const batch = t.db.data.batches.find((b) => b.accessorId === me && b.isAcceptAssesor)!;
    const tabs = t.db.data.tabStatuses.filter((tab) => tab.batch_id === batch._id);
    tabs[0]!.tabStatus = true;
    tabs[3]!.tabStatus = true;
    const response = await count(batch._id, me);
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({ completedTabs: 2, totalTabs: 11 });
    expect((json(response).details as { tabs: unknown[] }).tabs).toHaveLength(11);
  });

  it("refuses another assessor's batch (403), another assessor id (403) and missing query (400)", async () => {
    const me = t.db.data.assessors[0]!._id;
    const other = t.db.data.batches.find((b) => b.accessorId !== me)!;
    expect((await count(other._id, me)).statusCode).toBe(403);
    expect((await count(other._id, other.accessorId)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/assesment-activity-count?batchId=x',
      headers: { [AUTH_HEADER]: token },
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('assesorId is required');
  });
});
