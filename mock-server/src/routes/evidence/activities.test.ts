import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { eachTestSignedIn, json, login, type TestApp } from '../../testing/testApp.ts';
import { dayOf, form, sample, tempDataDir, upload } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;
let day: AssessmentDay;
let assessorId: string;

eachTestSignedIn(
  (fresh) => {
    ({ t, token } = fresh);
    assessorId = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
    day = dayOf(t.db.data, assessorId);
  },
  async () => ({ config: { dataDir: await tempDataDir() } }),
);

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: as } });
const count = () => get(`/api/assesment-activity-count?batchId=${day.batch_id}&assesorId=${assessorId}`);
const tabOf = (slug: string) =>
  t.db.data.tabStatuses.find((tab) => tab.batch_id === day.batch_id && tab.slug === slug)!;

describe('GET /api/getTimeStampId', () => {
  it("answers the day's record, with the slot times once something is uploaded", async () => {
    const url = `/api/getTimeStampId?batchId=${day.batch_id}&assesorId=${assessorId}&date=${day.date}`;
    expect(json(await get(url))).toMatchObject({
      success: true,
      details: { _id: day._id, date: day.date, slotTimes: {} },
    });
    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    expect(json(await get(url)).details).toMatchObject({ slotTimes: { groupPhoto: '10:00 AM' } });
  });

  it('drops the slot time with the last file of the slot', async () => {
    const url = `/api/getTimeStampId?batchId=${day.batch_id}&assesorId=${assessorId}&date=${day.date}`;
    for (let i = 0; i < 2; i++)
      await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    const keys = t.db.data.evidenceFiles
      .filter((file) => file.QAverificationTimeStampId === day._id)
      .map((file) => file.key);
    const remove = (key: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/remove-groupFile/${day.batch_id}`,
        headers: { [AUTH_HEADER]: token },
        payload: { keyToDelete: key, QAverificationTimeStampId: day._id },
      });
    await remove(keys[0]!);
    expect(json(await get(url)).details).toMatchObject({ slotTimes: { groupPhoto: '10:00 AM' } });
    await remove(keys[1]!);
    expect((json(await get(url)).details as { slotTimes: object }).slotTimes).toEqual({});
  });

  it('answers details {} when there is no record that day', async () => {
    const answer = await get(`/api/getTimeStampId?batchId=${day.batch_id}&assesorId=${assessorId}&date=01-01-2001`);
    expect(json(answer)).toMatchObject({ statusCode: 200, success: true, message: 'Not record found..', details: {} });
  });

  it('refuses a bad date, another assessor, and an unknown batch', async () => {
    const bad = await get(`/api/getTimeStampId?batchId=${day.batch_id}&assesorId=${assessorId}&date=2025-03-10`);
    expect(json(bad)).toMatchObject({
      statusCode: 400,
      message: 'date must match pattern "^[0-9]{2}-[0-9]{2}-[0-9]{4}$"',
    });
    const other = await login(t.app, 'assessor2@demo.test');
    const foreign = await get(
      `/api/getTimeStampId?batchId=${day.batch_id}&assesorId=${assessorId}&date=${day.date}`,
      other,
    );
    expect(foreign.statusCode).toBe(403);
    const unknown = await get(`/api/getTimeStampId?batchId=nope&assesorId=${assessorId}&date=${day.date}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('tab status and activity count', () => {
  it('counts the done tabs and each tab file count from what is stored', async () => {
    const before = json(await count()).details as {
      completedTabs: number;
      totalTabs: number;
      tabs: { slug: string }[];
    };
    expect(before).toMatchObject({ completedTabs: 0, totalTabs: 11 });
    expect(before.tabs.map((tab) => tab.slug)).toContain('tools-photos');

    await upload(
      t.app,
      token,
      'tools',
      form({ QAverificationTimeStampId: day._id }, [sample('toolPhoto', 'jpg'), sample('toolPhoto', 'png')]),
    );
    const set = await get(`/api/update-tab-status/${tabOf('tools-photos')._id}?tabStatus=true`);
    expect(json(set)).toMatchObject({ success: true, message: 'Tab status updated' });

    const after = json(await count()).details as {
      completedTabs: number;
      tabs: { slug: string; tabStatus: boolean; fileCount: number }[];
    };
    expect(after.completedTabs).toBe(1);
    expect(after.tabs.find((tab) => tab.slug === 'tools-photos')).toMatchObject({ tabStatus: true, fileCount: 2 });

    await get(`/api/update-tab-status/${tabOf('tools-photos')._id}?tabStatus=false`);
    expect(json(await count()).details).toMatchObject({ completedTabs: 0 });
  });

  it('refuses a bad flag, an unknown tab and the tab of another assessor', async () => {
    const tab = tabOf('group-photos');
    expect((await get(`/api/update-tab-status/${tab._id}?tabStatus=maybe`)).statusCode).toBe(400);
    expect((await get('/api/update-tab-status/nope?tabStatus=true')).statusCode).toBe(404);
    const other = await login(t.app, 'assessor2@demo.test');
    expect((await get(`/api/update-tab-status/${tab._id}?tabStatus=true`, other)).statusCode).toBe(403);
    expect(tab.tabStatus).toBe(false);
    expect(
      (await get(`/api/assesment-activity-count?batchId=${day.batch_id}&assesorId=${assessorId}`, other)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/batch-details/:id', () => {
  it('answers the batch to its assessor only', async () => {
    const answer = json(await get(`/api/batch-details/${day.batch_id}`));
    expect(answer.details).toMatchObject({ _id: day.batch_id, isAcceptAssesor: true });
    expect(answer.details).not.toHaveProperty('jobRole_id');
    const other = await login(t.app, 'assessor2@demo.test');
    expect((await get(`/api/batch-details/${day.batch_id}`, other)).statusCode).toBe(403);
    expect((await get('/api/batch-details/nope')).statusCode).toBe(404);
  });
});
