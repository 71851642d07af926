import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTH_HEADER, evidenceCallNames, evidenceCalls, evidenceKinds } from '@assessor/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../../db/types.ts';
import { json, login, type TestApp, trainerInject, appForThisTest } from '../../testing/testApp.ts';
import { eachTestWithFiles, fixture, form, sample, storedNames, upload } from '../../testing/testUploads.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let day: AssessmentDay;

eachTestWithFiles((fresh) => ({ t, token, dataDir, day } = fresh));

const auth = () => ({ [AUTH_HEADER]: token });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth() });
const remove = (url: string, payload: object) => t.app.inject({ method: 'DELETE', url, headers: auth(), payload });

describe.each(evidenceKinds.map((spec) => [spec.kind, spec] as const))('evidence kind %s', (_name, spec) => {
  const read = spec.readKind ?? spec.kind;

  it('uploads each field, lists the files and removes them', async () => {
    const files = spec.fields.map((f) => sample(f.field, f.kinds.includes('video') ? 'mp4' : 'jpg'));
    const answer = await upload(t.app, token, spec.kind, form({ QAverificationTimeStampId: day._id }, files));
    expect(json(answer)).toMatchObject({ statusCode: 200, success: true, message: 'Files uploaded successfully' });

    const listed = json(await get(`/api/get-${read}File/${day._id}`)).details;
    const lists = spec.answer === 'list' ? { only: listed } : (listed as Record<string, unknown>);
    if (spec.answer === 'lists') expect(Object.keys(lists).sort()).toEqual(spec.fields.map((f) => f.listKey).sort());
    const items = Object.values(lists).flat() as { key: string; url: string; fileName: string; status: string }[];
    expect(items.map((item) => item.fileName).sort()).toEqual(files.map((f) => f.name).sort());
    expect(items.every((item) => item.url === `/uploads/${item.key}` && item.status === 'noAction')).toBe(true);
    expect(await storedNames(dataDir)).toEqual(items.map((item) => item.key).sort());

    const served = await t.app.inject({ method: 'GET', url: items[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fixture(files.find((f) => f.name === items[0]!.fileName)!.name))).toBe(true);

    for (const item of items) {
      const removed = await remove(`/api/remove-${read}File/${day.batch_id}`, {
        keyToDelete: item.key,
        QAverificationTimeStampId: day._id,
      });
      expect(json(removed)).toMatchObject({ success: true, message: 'File deleted successfully.' });
    }
    expect(await storedNames(dataDir)).toEqual([]);
    const empty = await get(`/api/get-${read}File/${day._id}`);
    expect(empty.statusCode).toBe(200);
    if (spec.kind === 'aadhar')
      expect(json(empty)).toEqual({ statusCode: 200, success: false, message: 'file not found', error: [] });
    else expect(JSON.stringify(json(empty).details)).not.toContain('"key"');
  });
});

it('spells the tools routes as the real API does', () => {
  const names = evidenceCallNames(evidenceKinds.find((k) => k.kind === 'tools')!);
  expect([evidenceCalls[names.upload].path, evidenceCalls[names.get].path, evidenceCalls[names.remove].path]).toEqual([
    '/api/upload-toolsFile',
    '/api/get-toolFile/:id',
    '/api/remove-toolFile/:id',
  ]);
  expect(t.app.hasRoute({ method: 'POST', url: '/api/upload-toolsFile' })).toBe(true);
  expect(t.app.hasRoute({ method: 'GET', url: '/api/get-toolFile/:id' })).toBe(true);
});

describe('uploads', () => {
  it('stamps the first upload time of a slot and keeps it on later uploads', async () => {
    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    t.clock.advance(65 * 60_000);
    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'png')]));
    expect(t.db.data.assessmentDays.find((d) => d._id === day._id)!.slotTimes).toEqual({ groupPhoto: '10:00 AM' });
  });

  it("answers its own day's files of the slot in upload order, whatever other days hold", async () => {
    const other = t.db.data.assessmentDays.find((d) => d.assesor_id === day.assesor_id && d._id !== day._id)!;
    const send = async (dayId: string, name: string) => {
      const answer = await upload(
        t.app,
        token,
        'other',
        form({ QAverificationTimeStampId: dayId }, [sample('otherFile', 'jpg', name)]),
      );
      t.clock.advance(1000);
      return (json(answer).details as { otherUrls: { key: string; fileName: string }[] }).otherUrls;
    };
    await send(day._id, 'first.jpg');
    expect((await send(other._id, 'elsewhere.jpg')).map((f) => f.fileName)).toEqual(['elsewhere.jpg']);
    const listed = await send(day._id, 'second.jpg');
    expect(listed.map((f) => f.fileName)).toEqual(['first.jpg', 'second.jpg']);

    const first = listed[0]!.key;
    await remove(`/api/remove-otherFile/${day.batch_id}`, { keyToDelete: first, QAverificationTimeStampId: day._id });
    expect((await send(day._id, 'third.jpg')).map((f) => f.fileName)).toEqual(['second.jpg', 'third.jpg']);
  });

  it('takes several files in one field', async () => {
    const answer = await upload(
      t.app,
      token,
      'other',
      form({ QAverificationTimeStampId: day._id }, [sample('otherFile', 'jpg'), sample('otherFile', 'pdf')]),
    );
    expect(answer.statusCode).toBe(200);
    expect((json(answer).details as { otherUrls: unknown[] }).otherUrls).toHaveLength(2);
  });

  it('refuses a file over the limit with 413 naming the limit, and keeps nothing', async () => {
    // The same data folder, started again with a smaller limit (the file's own app is closed first).
    await t.app.close();
    const small = await appForThisTest({ config: { dataDir, maxFileMb: 0.01 } });
    const answer = await upload(
      small.app,
      await login(small.app),
      'group',
      form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]),
    );
    expect(answer.statusCode).toBe(413);
    expect(json(answer)).toMatchObject({
      statusCode: 413,
      success: false,
      message: 'File too large: the limit is 0.01 MB per file',
    });
    expect(await storedNames(dataDir)).toEqual([]);
    expect(
      small.db.data.evidenceFiles.filter(
        (file) => file.QAverificationTimeStampId === day._id && !file.key.startsWith('seed-'),
      ),
    ).toEqual([]);
  });

  it('removes the files already stored when a later file of the request fails', async () => {
    const files = [
      sample('theoryPhoto', 'jpg'),
      { ...sample('theoryVideo', 'mp4'), name: 'clip.exe', type: 'application/x-msdownload' },
    ];
    const answer = await upload(t.app, token, 'theory', form({ QAverificationTimeStampId: day._id }, files));
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toBe('File type not allowed: only MP4 files are accepted');
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it.each([
    [
      'a refused extension',
      { name: 'notes.txt', type: 'text/plain' },
      'File type not allowed: only JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX files are accepted',
    ],
    [
      'a type that does not match the extension',
      { name: 'photo.png', type: 'image/jpeg' },
      'File type not allowed: only JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX files are accepted',
    ],
    [
      'content that is not what it claims',
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('MZ this is a program, not a photo') },
      'The file content is not a valid image/jpeg file',
    ],
    ['an empty file', { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }, 'The file is empty'],
  ])('refuses %s with 400', async (_case, override, message) => {
    const file = { ...sample('groupPhoto', 'pdf'), ...override };
    const answer = await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [file]));
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({ success: false, message });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it("answers 'File Not Provided.' without a file", async () => {
    const answer = await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }));
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toBe('File Not Provided.');
  });

  it('refuses a file in a field the kind does not have, and a missing day id', async () => {
    const wrongField = await upload(
      t.app,
      token,
      'group',
      form({ QAverificationTimeStampId: day._id }, [sample('theoryPhoto', 'jpg')]),
    );
    expect(json(wrongField)).toMatchObject({
      statusCode: 400,
      message: 'Unexpected file field "theoryPhoto": expected groupPhoto',
    });
    const noDay = await upload(t.app, token, 'group', form({}, [sample('groupPhoto', 'jpg')]));
    expect(json(noDay)).toMatchObject({ statusCode: 400, message: 'QAverificationTimeStampId is required' });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it('stores a hostile file name under a generated key and shows only its last segment', async () => {
    const answer = await upload(
      t.app,
      token,
      'group',
      form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg', '../../../etc/\u0007passwd.jpg')]),
    );
    expect(answer.statusCode).toBe(200);
    const [item] = json(answer).details as { key: string; fileName: string }[];
    expect(item!.fileName).toBe('passwd.jpg');
    expect(item!.key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await storedNames(dataDir)).toEqual([item!.key]);
    expect(existsSync(path.join(dataDir, '..', 'etc'))).toBe(false);
  });

  it('are all removed by the trainer reset', async () => {
    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    expect(await storedNames(dataDir)).toHaveLength(1);
    await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    expect(await storedNames(dataDir)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/upload-groupFile',
      payload: form({ QAverificationTimeStampId: day._id }),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe("another assessor's batch", () => {
  let otherToken: string;
  beforeEach(async () => {
    otherToken = await login(t.app, 'assessor2@demo.test');
  });

  it('cannot upload, list or delete', async () => {
    const uploaded = await upload(
      t.app,
      otherToken,
      'group',
      form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]),
    );
    expect(json(uploaded)).toMatchObject({ statusCode: 403, message: 'This batch is not assigned to you' });
    expect(await storedNames(dataDir)).toEqual([]);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/get-groupFile/${day._id}`,
      headers: { [AUTH_HEADER]: otherToken },
    });
    expect(listed.statusCode).toBe(403);

    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    const [key] = await storedNames(dataDir);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/remove-groupFile/${day.batch_id}`,
      headers: { [AUTH_HEADER]: otherToken },
      payload: { keyToDelete: key, QAverificationTimeStampId: day._id },
    });
    expect(removed.statusCode).toBe(403);
    expect(await storedNames(dataDir)).toEqual([key]);
  });
});

describe('lists and removal', () => {
  it('answers 404 for an unknown day record, key or batch', async () => {
    expect((await get('/api/get-groupFile/000000000000000000000000')).statusCode).toBe(404);
    const unknownKey = await remove(`/api/remove-groupFile/${day.batch_id}`, {
      keyToDelete: 'nope.jpg',
      QAverificationTimeStampId: day._id,
    });
    expect(json(unknownKey)).toMatchObject({ statusCode: 404, message: 'File not found' });
    const unknownBatch = await remove('/api/remove-groupFile/000000000000000000000000', {
      keyToDelete: 'x',
      QAverificationTimeStampId: day._id,
    });
    expect(json(unknownBatch)).toMatchObject({ statusCode: 404, message: 'Batch not found' });
  });

  it('does not remove a file through another kind', async () => {
    await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]));
    const [key] = await storedNames(dataDir);
    const answer = await remove(`/api/remove-otherFile/${day.batch_id}`, {
      keyToDelete: key!,
      QAverificationTimeStampId: day._id,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('validates the DELETE body', async () => {
    const answer = await remove(`/api/remove-groupFile/${day.batch_id}`, { QAverificationTimeStampId: day._id });
    expect(json(answer)).toMatchObject({ statusCode: 400, message: 'keyToDelete is required' });
  });
});
