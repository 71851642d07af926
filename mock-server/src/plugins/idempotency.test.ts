import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../db/types.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { json, login, type TestApp } from '../testing/testApp.ts';
import { eachTestWithFiles, form, sample, storedNames } from '../testing/testUploads.ts';
import { KEY_TTL_MS } from './idempotency.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let day: AssessmentDay;

eachTestWithFiles((fresh) => ({ t, token, dataDir, day } = fresh));

const KEY = '5b0d6f8e-4a51-4c5e-9d0a-3f7c2b1e8a90';

function send(key: string | undefined, as = token) {
  const headers: Record<string, string> = {
    [AUTH_HEADER]: as,
    ...(key === undefined ? {} : { 'idempotency-key': key }),
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-groupFile',
    headers,
    payload: form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]),
  });
}
const stored = () => t.db.data.evidenceFiles.filter((file) => file.QAverificationTimeStampId === day._id);

describe('Idempotency-Key', () => {
  it('stores a file once for the same key sent twice and answers the first answer again', async () => {
    const first = await send(KEY);
    const again = await send(KEY);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(stored()).toHaveLength(1);
    expect(await storedNames(dataDir)).toHaveLength(1);
  });

  it('stores two files for two keys, and for requests without a key', async () => {
    await send(KEY);
    await send(`${KEY}-2`);
    await send(undefined);
    expect(stored()).toHaveLength(3);
  });

  it("does not replay another assessor's key", async () => {
    await send(KEY);
    const other = await login(t.app, 'assessor2@demo.test', DEMO_ASSESSOR.password);
    // The day is the demo assessor's: the other assessor's request is handled (and refused), not replayed.
    const answer = await send(KEY, other);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(stored()).toHaveLength(1);
  });

  it('refuses a malformed key with the 400 envelope and stores nothing', async () => {
    for (const key of ['short', 'has spaces in the key!!', 'x'.repeat(129)]) {
      const answer = await send(key);
      expect(answer.statusCode).toBe(400);
      expect(json(answer)).toMatchObject({
        statusCode: 400,
        success: false,
        message: expect.stringContaining('Idempotency-Key'),
      });
    }
    expect(stored()).toHaveLength(0);
  });

  it('handles a refused attempt again instead of replaying it', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/upload-groupFile',
      headers: { [AUTH_HEADER]: token, 'idempotency-key': KEY },
      payload: form({ QAverificationTimeStampId: day._id }, []),
    });
    expect(refused.statusCode).toBe(400);
    expect((await send(KEY)).statusCode).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    await send(KEY);
    t.clock.advance(KEY_TTL_MS + 1000);
    token = await login(t.app);
    const later = await send(KEY);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(stored()).toHaveLength(2);
  });
});
