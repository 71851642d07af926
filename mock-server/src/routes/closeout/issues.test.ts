import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { eachTestSignedIn, json, login, trainerInject, type TestApp } from '../../testing/testApp.ts';
import { form, sample, type FilePart } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const demoId = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
const batchOf = (assessorId: string) =>
  t.db.data.batches.find((b) => b.accessorId === assessorId && b.isAcceptAssesor)!;
const good = () => ({
  batch_id: batchOf(demoId())._id,
  category: 'powerFailure',
  description: 'The power went off for two hours.',
});

const raise = (fields: Record<string, string>, files: FilePart[] = [], as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/raise-issue',
    headers: { [AUTH_HEADER]: as },
    payload: form(fields, files),
  });
const list = (batchId: string, as = token) =>
  t.app.inject({ method: 'GET', url: `/api/raise-issue-list?batch_id=${batchId}`, headers: { [AUTH_HEADER]: as } });

describe('raise-issue', () => {
  it('stores an issue with its photos, open, and lists it', async () => {
    const answer = await raise(good(), [sample('issueFiles', 'jpg'), sample('issueFiles', 'png')]);
    expect(answer.statusCode).toBe(201);
    const issue = json(answer).details as { status: string; issueFiles: { url: string }[]; category: string };
    expect(issue).toMatchObject({ status: 'open', category: 'powerFailure', description: good().description });
    expect(issue.issueFiles).toHaveLength(2);
    const photo = await t.app.inject({ method: 'GET', url: issue.issueFiles[0]!.url });
    expect(photo.statusCode).toBe(200);
    const listed = json(await list(good().batch_id)).details as { issueList: unknown[]; totalCounts: number };
    expect(listed.totalCounts).toBe(1);
    expect(listed.issueList[0]).toMatchObject({ _id: (issue as unknown as { _id: string })._id, status: 'open' });
  });

  it('takes an issue with no file, and one video', async () => {
    expect((await raise(good())).statusCode).toBe(201);
    expect((await raise(good(), [sample('issueFiles', 'mp4')])).statusCode).toBe(201);
  });

  it.each([
    ['an unknown category', { category: 'weather' }, 'category must be one of'],
    ['no category', { category: undefined }, 'category is required'],
    ['no description', { description: undefined }, 'description is required'],
    ['a blank description', { description: '      ' }, 'description is required'],
    ['a short description', { description: 'Too short' }, 'description must be 10-1000 characters'],
    ['a long description', { description: 'x'.repeat(1001) }, 'description must be 10-1000 characters'],
    ['no batch', { batch_id: undefined }, 'batch_id is required'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...good(), ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const answer = await raise(fields, [sample('issueFiles', 'jpg')]);
    expect(answer.statusCode).toBe(400);
    expect(String(json(answer).message)).toContain(message);
    expect(t.db.data.raisedIssues ?? []).toEqual([]);
  });

  it('refuses a sixth photo, and a video with photos', async () => {
    const six = Array.from({ length: 6 }, () => sample('issueFiles', 'jpg'));
    const tooMany = await raise(good(), six);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('Too many files in "issueFiles": at most 5 per upload');
    const mixed = await raise(good(), [sample('issueFiles', 'mp4'), sample('issueFiles', 'jpg')]);
    expect(mixed.statusCode).toBe(400);
    expect(json(mixed).message).toBe('Send up to 5 photos or one video');
    expect(t.db.data.raisedIssues ?? []).toEqual([]);
  });

  it('refuses a document file', async () => {
    const answer = await raise(good(), [sample('issueFiles', 'pdf')]);
    expect(answer.statusCode).toBe(400);
  });

  it("refuses another assessor's batch (403) and an unknown batch (404)", async () => {
    const other = t.db.data.assessors.find((a) => a.email === OTHER_ASSESSORS[0].email)!;
    expect((await raise({ ...good(), batch_id: batchOf(other._id)._id })).statusCode).toBe(403);
    expect((await raise({ ...good(), batch_id: 'ffffffffffffffffffffffff' })).statusCode).toBe(404);
    expect((await list(batchOf(other._id)._id)).statusCode).toBe(403);
  });

  it('needs a token', async () => {
    expect((await raise(good(), [], '')).statusCode).toBe(401);
  });

  it('lists an empty batch with counts 0', async () => {
    expect(json(await list(good().batch_id)).details).toEqual({
      issueList: [],
      page: 1,
      totalCounts: 0,
      totalPages: 0,
    });
  });
});

describe('trainer: answer and close an issue', () => {
  it('answers an issue: the list shows the answer and the assessor is notified', async () => {
    const issue = json(await raise(good())).details as { _id: string };
    const answered = await trainerInject(t.app, {
      method: 'POST',
      url: `/__mock/issues/${issue._id}/answer`,
      payload: { answer: 'A generator is on its way.' },
    });
    expect(answered.statusCode).toBe(200);
    const listed = json(await list(good().batch_id)).details as { issueList: { status: string; answer: string }[] };
    expect(listed.issueList[0]).toMatchObject({ status: 'answered', answer: 'A generator is on its way.' });
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notification-list',
      headers: { [AUTH_HEADER]: token },
    });
    const items = (json(notes).details as { notifications: { title: string; content: string; link?: string }[] })
      .notifications;
    expect(items[0]).toMatchObject({
      title: 'Issue answered',
      content: 'A generator is on its way.',
      link: `/batch/${good().batch_id}/assessment/raise-issue`,
    });
  });

  it('closes an issue, which then takes no answer', async () => {
    const issue = json(await raise(good())).details as { _id: string };
    const closed = await trainerInject(t.app, { method: 'POST', url: `/__mock/issues/${issue._id}/close` });
    expect(json(closed).details).toMatchObject({ status: 'closed' });
    const again = await trainerInject(t.app, {
      method: 'POST',
      url: `/__mock/issues/${issue._id}/answer`,
      payload: { answer: 'Late' },
    });
    expect(again.statusCode).toBe(400);
  });

  it("lists an assessor's issues; 404 for an unknown issue or assessor", async () => {
    await raise(good());
    const mine = await trainerInject(t.app, { url: `/__mock/assessors/${DEMO_ASSESSOR.email}/issues` });
    expect(json(mine).details).toHaveLength(1);
    expect((await trainerInject(t.app, { url: '/__mock/assessors/nobody@demo.test/issues' })).statusCode).toBe(404);
    expect(
      (await trainerInject(t.app, { method: 'POST', url: '/__mock/issues/ffffffffffffffffffffffff/close' })).statusCode,
    ).toBe(404);
  });

  it("another assessor does not see the demo assessor's issues", async () => {
    await raise(good());
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    expect((await list(good().batch_id, other)).statusCode).toBe(403);
  });
});

describe('raise-issue: hostile bodies', () => {
  it('answers a JSON body and an empty body with a 4xx envelope, never 5xx', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/raise-issue',
      headers: { [AUTH_HEADER]: token },
      payload: good(),
    });
    expect(asJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(asJson.statusCode).toBeLessThan(500);
    expect(json(asJson)).toMatchObject({ success: false });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/raise-issue',
      headers: { [AUTH_HEADER]: token, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '',
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });
});
