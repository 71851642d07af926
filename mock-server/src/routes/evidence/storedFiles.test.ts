// Uploaded evidence files as the mock serves them back: their type, range requests, and unknown keys.
import { describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../../db/types.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { eachTestWithFiles, fixture, form, sample, storedNames, upload } from '../../testing/testUploads.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let day: AssessmentDay;

eachTestWithFiles((fresh) => ({ t, token, dataDir, day } = fresh));

describe('stored files', () => {
  async function storedVideo() {
    await upload(t.app, token, 'viva', form({ QAverificationTimeStampId: day._id }, [sample('vivaVideo', 'mp4')]));
    const [key] = await storedNames(dataDir);
    return `/uploads/${key!}`;
  }

  it('are served with their type and support range requests', async () => {
    const url = await storedVideo();
    const video = fixture('clip.mp4');
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(video.length),
    });

    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${video.length}`, 'content-length': '100' });
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);
    const open = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-' } });
    expect(open.rawPayload.equals(video.subarray(100))).toBe(true);
  });

  it.each(['bytes=999999-', 'bytes=50-10', 'items=0-1', 'bytes=0-1,5-6'])(
    'answer 416 for the range %s',
    async (range) => {
      const url = await storedVideo();
      const answer = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect(answer.statusCode).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${fixture('clip.mp4').length}`);
    },
  );

  it('answer 404 for unknown or malformed keys', async () => {
    for (const url of [
      '/uploads/00000000-0000-0000-0000-000000000000.jpg',
      '/uploads/..%2Fdb.json',
      '/uploads/db.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
