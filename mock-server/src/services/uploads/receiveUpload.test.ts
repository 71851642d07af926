import { Writable } from 'node:stream';
import { AUTH_HEADER, evidenceKinds } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import type { AssessmentDay } from '../../db/types.ts';
import { eachTestSignedIn, json, type TestApp } from '../../testing/testApp.ts';
import { listening } from '../../testing/testSocket.ts';
import { demoDayOf, fixture, form, sample, storedNames, tempDataDir, upload } from '../../testing/testUploads.ts';
import net from 'node:net';

let t: TestApp;
let dataDir: string;
let token: string;
let day: AssessmentDay;
let logs: { level: number; msg: string }[];

eachTestSignedIn(
  (fresh) => {
    ({ t, token } = fresh);
    day = demoDayOf(t.db.data);
  },
  async () => {
    dataDir = await tempDataDir();
    logs = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { config: { dataDir }, logger: { level: 'info', stream } };
  },
);

const B = 'XyZ123';
/** A body with the day id and one small JPEG, built by hand so that it can be broken. */
const body = (nl = '\r\n', boundary = B) =>
  [
    `--${boundary}`,
    'Content-Disposition: form-data; name="QAverificationTimeStampId"',
    '',
    day._id,
    `--${boundary}`,
    'Content-Disposition: form-data; name="FIELD"; filename="a.jpg"',
    'Content-Type: image/jpeg',
    '',
    '\xff\xd8\xff\xe0JFIF-bytes',
    `--${boundary}--`,
    '',
  ].join(nl);

const malformed: [string, () => { type: string; payload: string }][] = [
  ['no boundary', () => ({ type: 'multipart/form-data', payload: body() })],
  ['a wrong boundary', () => ({ type: 'multipart/form-data; boundary=Other', payload: body() })],
  [
    'no closing boundary',
    () => ({ type: `multipart/form-data; boundary=${B}`, payload: body().replace(`--${B}--\r\n`, '') }),
  ],
  ['a body cut short', () => ({ type: `multipart/form-data; boundary=${B}`, payload: body().slice(0, 170) })],
  ['LF line ends', () => ({ type: `multipart/form-data; boundary=${B}`, payload: body('\n') })],
];

describe.each(malformed)('a multipart body with %s', (_case, make) => {
  it('answers a 400 envelope on each of the 11 upload routes and keeps no file', async () => {
    for (const spec of evidenceKinds) {
      const { type, payload } = make();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/upload-${spec.kind}File`,
        headers: { [AUTH_HEADER]: token, 'content-type': type },
        payload: Buffer.from(payload.replace('FIELD', spec.fields[0]!.field), 'latin1'),
      });
      expect(response.statusCode, `${spec.kind}: ${response.body}`).toBe(400);
      expect(json(response)).toMatchObject({ statusCode: 400, success: false });
      expect(String(json(response).message)).toMatch(/^Malformed multipart body: /);
    }
    expect(await storedNames(dataDir)).toEqual([]);
    expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});

describe('limits and names', () => {
  it('refuses 11 files in a field whose contract limit is 10, and keeps none', async () => {
    const files = Array.from({ length: 11 }, (_, i) => sample('groupPhoto', 'jpg', `p${i}.jpg`));
    const response = await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, files));
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Too many files in "groupPhoto": at most 10 per upload');
    expect(await storedNames(dataDir)).toEqual([]);
    const ten = await upload(t.app, token, 'group', form({ QAverificationTimeStampId: day._id }, files.slice(0, 10)));
    expect(ten.statusCode).toBe(200);
  });

  it.each(['..', '.', 'photos/', 'C:\\\\fakepath\\\\'])(
    'refuses the file name %j with a message naming it',
    async (name) => {
      const response = await upload(
        t.app,
        token,
        'group',
        form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg', name)]),
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(/^File name ".*" is not a file name/);
    },
  );

  it('still takes a browser path and keeps only its last segment for display', async () => {
    const response = await upload(
      t.app,
      token,
      'group',
      form({ QAverificationTimeStampId: day._id }, [sample('groupPhoto', 'jpg', 'C:\\fakepath\\site.jpg')]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(json(response).details)).toContain('"fileName":"site.jpg"');
  });
});

describe('an upload the client aborts (real socket)', () => {
  it('is logged at info, not as a server error, and leaves no file', async () => {
    const port = await listening(t.app);
    const head = [
      'POST /api/upload-groupFile HTTP/1.1',
      'Host: localhost',
      `x-auth-token: ${token}`,
      `Content-Type: multipart/form-data; boundary=${B}`,
      'Content-Length: 100000',
      '',
      '',
    ].join('\r\n');
    const start = body().replace('FIELD', 'groupPhoto').slice(0, body().indexOf('\xff'));
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(Buffer.concat([Buffer.from(head + start, 'latin1'), fixture('photo.jpg').subarray(0, 4000)]));
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    for (let i = 0; i < 50 && !logs.some((entry) => entry.msg === 'upload aborted by the client'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(logs.find((entry) => entry.msg === 'upload aborted by the client')?.level).toBe(30);
    expect(await storedNames(dataDir)).toEqual([]);
  });
});
