import { AUTH_HEADER } from '@assessor/contract';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { json, login, trainerInject, type TestApp } from '../testing/testApp.ts';
import { dayOf, eachTestWithFiles, form, sample, storedNames } from '../testing/testUploads.ts';
import { bodyCodings } from './contentEncoding.ts';

let t: TestApp;
let dataDir: string;
eachTestWithFiles((fresh) => ({ t, dataDir } = fresh));

const refusal = (coding: string) => {
  const message = `Content-Encoding ${coding} is not supported: send the body uncompressed`;
  return { statusCode: 415, success: false, message, error: message };
};
const loginBody = JSON.stringify({ email: DEMO_ASSESSOR.email, password: DEMO_ASSESSOR.password });

describe('a request body with a Content-Encoding', () => {
  it.each(['gzip', 'br', 'deflate', 'zstd', 'GZIP', 'x-anything'])(
    '%s: 415 in the envelope, and the call does not run',
    async (coding) => {
      const before = t.db.data.sessions.length;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login-assesor',
        payload: loginBody,
        headers: { 'content-type': 'application/json', 'content-encoding': coding },
      });
      expect(response.statusCode).toBe(415);
      expect(json(response)).toEqual(refusal(coding.toLowerCase()));
      expect(response.headers['accept-encoding']).toBe('identity');
      expect(t.db.data.sessions.length).toBe(before);
    },
  );

  it('refuses a real gzip body as well, naming every coding of a list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login-assesor',
      payload: gzipSync(loginBody),
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity, gzip, br' },
    });
    expect(json(response)).toEqual(refusal('gzip, br'));
  });

  it('takes identity (no coding) as usual', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login-assesor',
      payload: loginBody,
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('on an upload: 415 and no file kept, no slot stamped', async () => {
    const token = await login(t.app);
    const assessorId = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
    const day = dayOf(t.db.data, assessorId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-groupFile',
      payload: form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg')]),
      headers: { [AUTH_HEADER]: token, 'content-encoding': 'gzip' },
    });
    expect(json(response)).toEqual(refusal('gzip'));
    expect(await storedNames(dataDir)).toEqual([]);
    expect(t.db.data.assessmentDays.find((d) => d._id === day._id)!.slotTimes ?? {}).toEqual({});
  });

  it('on a trainer call (with the passcode): 415 and nothing made', async () => {
    const before = t.db.data.assessors.length;
    const response = await trainerInject(t.app, {
      method: 'POST',
      url: '/__mock/trainees',
      payload: { count: 2, prefix: 'Coded' },
      headers: { 'content-encoding': 'br' },
    });
    expect(json(response)).toEqual(refusal('br'));
    expect(t.db.data.assessors.length).toBe(before);
    const reset = await trainerInject(t.app, {
      method: 'POST',
      url: '/__mock/reset',
      payload: {},
      headers: { 'content-encoding': 'deflate' },
    });
    expect(reset.statusCode).toBe(415);
  });
});

describe('bodyCodings', () => {
  it('reads a list, ignoring identity, case and blanks', () => {
    expect(bodyCodings(undefined)).toEqual([]);
    expect(bodyCodings(' Identity ')).toEqual([]);
    expect(bodyCodings('gzip, ,BR')).toEqual(['gzip', 'br']);
    expect(bodyCodings(['gzip', 'identity'])).toEqual(['gzip']);
  });
});
