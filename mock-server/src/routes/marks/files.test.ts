import { AUTH_HEADER } from '@assessor/contract';
import { beforeEach, expect, it } from 'vitest';
import type { Batch, Candidate } from '../../db/types.ts';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { json, login, type TestApp } from '../../testing/testApp.ts';
import { eachTestWithFiles, form, sample, storedNames } from '../../testing/testUploads.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let batch: Batch;
let candidate: Candidate;

eachTestWithFiles((fresh) => ({ t, token, dataDir } = fresh));
beforeEach(() => {
  const demo = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;
  batch = t.db.data.batches.find((b) => b.accessorId === demo._id && b.isAcceptAssesor)!;
  candidate = t.db.data.candidates.find((c) => c.batchId === batch._id)!;
});

const headers = () => ({ [AUTH_HEADER]: token });
const upload = (body: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/upload-viva-file', headers: headers(), payload: body });
const view = (c = candidate) =>
  t.app.inject({
    method: 'GET',
    url: `/api/view-viva-files?batch_id=${c.batchId}&candidate_id=${c._id}`,
    headers: headers(),
  });
type Item = { _id: string; fileKey: string; isViva: boolean; isVideo: boolean; url: string; fileName: string };

it('stores a viva photo and a practical video through the file store, lists and deletes them', async () => {
  const fields = (isViva: string) => ({ batch_id: batch._id, candidate_id: candidate._id, isViva });
  const viva = json(await upload(form(fields('true'), [sample('file', 'jpg')])));
  expect(viva).toMatchObject({ success: true, message: 'Viva files uploaded successfully' });
  expect((viva.details as { uploadedFiles: Item[] }).uploadedFiles[0]).toMatchObject({
    isViva: true,
    isVideo: false,
    fileName: 'photo.jpg',
  });
  const practical = json(await upload(form(fields('false'), [sample('file', 'mp4')])));
  expect((practical.details as { uploadedFiles: Item[] }).uploadedFiles[0]).toMatchObject({
    isViva: false,
    isVideo: true,
  });

  const listed = (json(await view()).details as { filesUrl: Item[] }).filesUrl;
  expect(listed.map((f) => [f.isViva, f.isVideo])).toEqual([
    [true, false],
    [false, true],
  ]);
  expect(await storedNames(dataDir)).toEqual(listed.map((f) => f.fileKey).sort());
  expect(listed.every((f) => f.url === `/uploads/${f.fileKey}`)).toBe(true);
  expect((await t.app.inject({ method: 'GET', url: listed[0]!.url })).statusCode).toBe(200);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/delete-viva-file/${listed[0]!._id}`,
    headers: headers(),
  });
  expect(json(removed)).toMatchObject({ success: true, message: 'File deleted successfully.' });
  expect((json(await view()).details as { filesUrl: Item[] }).filesUrl.map((f) => f._id)).toEqual([listed[1]!._id]);
  expect(await storedNames(dataDir)).toEqual([listed[1]!.fileKey]);
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/delete-viva-file/${listed[0]!._id}`, headers: headers() }))
      .statusCode,
  ).toBe(404);
});

it('refuses a document type, no file, a bad isViva and a candidate of another batch, keeping no file', async () => {
  const fields = { batch_id: batch._id, candidate_id: candidate._id, isViva: 'true' };
  const pdf = await upload(form(fields, [sample('file', 'pdf')]));
  expect(pdf.statusCode).toBe(400);
  expect(json(pdf).message).toContain('File type not allowed');
  expect(json(await upload(form(fields))).message).toBe('File Not Provided.');
  expect((await upload(form({ ...fields, isViva: 'yes' }, [sample('file', 'jpg')]))).statusCode).toBe(400);
  const stranger = t.db.data.candidates.find((c) => c.batchId !== batch._id)!;
  expect((await upload(form({ ...fields, candidate_id: stranger._id }, [sample('file', 'jpg')]))).statusCode).toBe(404);
  expect(await storedNames(dataDir)).toEqual([]);
  expect(t.db.data.candidateFiles).toEqual([]);
});

it("refuses another assessor's candidate files and deleting their file", async () => {
  const other = t.db.data.assessors.find((a) => a.email !== DEMO_ASSESSOR.email)!;
  const theirBatch = t.db.data.batches.find((b) => b.accessorId === other._id && b.isAcceptAssesor)!;
  const theirCandidate = t.db.data.candidates.find((c) => c.batchId === theirBatch._id)!;
  const refused = await upload(
    form({ batch_id: theirBatch._id, candidate_id: theirCandidate._id, isViva: 'true' }, [sample('file', 'jpg')]),
  );
  expect(refused.statusCode).toBe(403);
  expect((await view(theirCandidate)).statusCode).toBe(403);

  const theirToken = await login(t.app, other.email);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/api/upload-viva-file',
    headers: { [AUTH_HEADER]: theirToken },
    payload: form({ batch_id: theirBatch._id, candidate_id: theirCandidate._id, isViva: 'true' }, [
      sample('file', 'jpg'),
    ]),
  });
  const id = (json(stored).details as { uploadedFiles: Item[] }).uploadedFiles[0]!._id;
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/delete-viva-file/${id}`, headers: headers() })).statusCode,
  ).toBe(403);
  expect(t.db.data.candidateFiles).toHaveLength(1);
});
