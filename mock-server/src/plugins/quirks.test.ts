import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { newcomer } from '../routes/auth/testKit.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { json, signedInForThisTest, type TestApp } from '../testing/testApp.ts';
import { dayOf, form, sample, tempDataDir, upload } from '../testing/testUploads.ts';

let t: TestApp;
let token: string;

async function start(quirks: 'none' | 'backend') {
  ({ t, token } = await signedInForThisTest({ config: { quirks, dataDir: await tempDataDir() } }));
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } });
const demoId = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
type Row = Record<string, unknown>;

describe('MOCK_QUIRKS=backend (backend-facts §1a, §2)', () => {
  it('populates or strips the batch refs: job role object or bare id + jobRoleNames, clientId, null fee, no qpCode', async () => {
    await start('backend');
    const rows = (json(await get('/api/batch-list?limit=4')).details as { batchList: Row[] }).batchList;
    const [even, odd] = rows as [Row, Row];
    expect(even.jobRole).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      jobRole: expect.any(String),
      qpCode: expect.any(String),
    });
    expect(odd.jobRole).toMatch(/^[0-9a-f]{24}$/);
    expect(odd.jobRoleNames).toEqual(expect.any(String));
    expect(odd.assessorFeePerCandidate).toBeNull();
    for (const row of rows) {
      expect(row).not.toHaveProperty('qpCode');
      expect(row).not.toHaveProperty('clientname');
      expect(row.clientId).toMatchObject({ clientname: expect.any(String) });
      expect(row.accessorId).toMatchObject({ _id: demoId() });
    }
    const details = json(await get(`/api/batch-details/${even._id as string}`)).details as Row;
    expect(details.jobRole).toMatchObject({ jobRole: expect.any(String) });
  });

  it('answers an empty request list 400 "Batch not found"', async () => {
    await start('backend');
    const response = await get('/api/batch-req-list?status=pending&search=no-such-batch');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ statusCode: 400, success: false, message: 'Batch not found', error: {} });
  });

  it('sends tab rows without slug under the real names', async () => {
    await start('backend');
    const day = dayOf(t.db.data, demoId());
    const tabs = (
      json(await get(`/api/assesment-activity-count?batchId=${day.batch_id}&assesorId=${demoId()}`)).details as {
        tabs: Row[];
      }
    ).tabs;
    expect(tabs.every((tab) => !('slug' in tab))).toBe(true);
    expect(tabs.map((tab) => tab.tabName)).toEqual(
      expect.arrayContaining(['Adhar Holding Photos', 'anexure M&N', 'others']),
    );
  });

  it('answers empty url lists as details [] and video items without fileName', async () => {
    await start('backend');
    const day = dayOf(t.db.data, demoId());
    expect(json(await get(`/api/get-theoryFile/${day._id}`)).details).toEqual([]);
    const video = sample('theoryVideo', 'mp4');
    expect(
      (await upload(t.app, token, 'theory', form({ QAverificationTimeStampId: day._id }, [video]))).statusCode,
    ).toBe(200);
    const lists = json(await get(`/api/get-theoryFile/${day._id}`)).details as {
      theoryVideoUrls: Row[];
      theoryPhotoUrls: Row[];
    };
    expect(lists.theoryPhotoUrls).toEqual([]);
    expect(lists.theoryVideoUrls[0]).toMatchObject({ key: expect.any(String), url: expect.any(String) });
    expect(lists.theoryVideoUrls[0]).not.toHaveProperty('fileName');
  });

  it('registers with HTTP 200 and a token, and refuses a taken e-mail without a message key', async () => {
    await start('backend');
    const response = await t.app.inject({ method: 'POST', url: '/api/register-assesor', payload: newcomer });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      statusCode: 200,
      success: true,
      details: { mobile: newcomer.mobile, token: expect.any(String) },
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/register-assesor',
      payload: { ...newcomer, mobile: '9123456781', email: DEMO_ASSESSOR.email },
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).not.toHaveProperty('message');
  });

  it('leaves every answer tidy when off', async () => {
    await start('none');
    const rows = (json(await get('/api/batch-list?limit=2')).details as { batchList: Row[] }).batchList;
    expect(rows.every((row) => typeof row.jobRole === 'string' && typeof row.qpCode === 'string')).toBe(true);
    expect((await get('/api/batch-req-list?status=pending&search=no-such-batch')).statusCode).toBe(200);
  });
});
