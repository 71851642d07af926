import { evidenceKinds } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../../db/types.ts';
import { json, type TestApp } from '../../testing/testApp.ts';
import { eachTestWithFiles, form, storedNames, upload } from '../../testing/testUploads.ts';

// A real 1×1 lossless webp (RIFF … WEBP VP8L), so the refusal is about the type, not a forged signature.
const webpBytes = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let t: TestApp;
let dataDir: string;
let token: string;
let day: AssessmentDay;

eachTestWithFiles((fresh) => ({ t, token, dataDir, day } = fresh));

const filesOfDay = () => t.db.data.evidenceFiles.filter((file) => file.QAverificationTimeStampId === day._id).length;
const webpPart = (field: string) => ({ field, name: 'shot.webp', type: 'image/webp', bytes: webpBytes });

// backend-facts-2 R3: the real theory, practical, viva and exam-centre uploads go through a middleware without webp.
describe.each(['theory', 'practical', 'viva', 'examcenter'])('a webp photo on %s', (kind) => {
  it('is refused with 400 and nothing is stored', async () => {
    const field = evidenceKinds.find((spec) => spec.kind === kind)!.fields[0]!.field;
    const before = filesOfDay();
    const answer = await upload(t.app, token, kind, form({ QAverificationTimeStampId: day._id }, [webpPart(field)]));
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({
      success: false,
      message: 'File type not allowed: only JPEG, PNG, GIF, PDF, DOC, DOCX, XLS, XLSX files are accepted',
    });
    expect(filesOfDay()).toBe(before);
    expect(await storedNames(dataDir)).toEqual([]);
  });
});

it('a webp photo is still taken on the kinds whose real middleware accepts it (group)', async () => {
  const answer = await upload(
    t.app,
    token,
    'group',
    form({ QAverificationTimeStampId: day._id }, [webpPart('groupPhoto')]),
  );
  expect(json(answer)).toMatchObject({ statusCode: 200, success: true });
  expect(await storedNames(dataDir)).toHaveLength(1);
});
