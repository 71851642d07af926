import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, signedInForThisTest, type TestApp } from '../../testing/testApp.ts';
import { form, sample, tempDataDir } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;

async function start(quirks: 'none' | 'backend') {
  ({ t, token } = await signedInForThisTest({ config: { quirks, dataDir: await tempDataDir() } }));
}
const me = () => t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: FormData | object) =>
  t.app.inject({ method, url, headers: { [AUTH_HEADER]: token }, ...(payload ? { payload } : {}) });
type Row = Record<string, unknown>;

describe('MOCK_QUIRKS=backend: profile answers as the real back end sends them (backend-facts-2 §2.4)', () => {
  it('answers a profile without a photo as the stored document: no url, the document arrays, no password hash', async () => {
    await start('backend');
    const details = json(await send('GET', `/api/getAssesor-profileList/${me()._id}`)).details as Row;
    expect(details).toMatchObject({ _id: me()._id, fullName: me().fullName, pinCode: me().pinCode, __v: 0 });
    expect(details).not.toHaveProperty('url');
    expect(details).not.toHaveProperty('passwordHash');
    expect(details).not.toHaveProperty('password');
  });

  it('answers a profile with a photo flat, with the photo keys', async () => {
    await start('backend');
    const updated = await send(
      'PUT',
      `/api/update-assessorProfile/${me()._id}`,
      form({}, [sample('assessorPhoto', 'jpg')]),
    );
    expect(updated.statusCode).toBe(200);
    // The update itself answers the raw document: the photo under assessorCertificate, no url.
    const document = json(updated).details as Row;
    expect(document.assessorCertificate).toMatchObject({ assessorName: 'photo.jpg', profileKey: expect.any(String) });
    expect(document).not.toHaveProperty('url');
    const details = json(await send('GET', `/api/getAssesor-profileList/${me()._id}`)).details as Row;
    expect(details).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      profileKey: expect.any(String),
      key: expect.any(String),
      assessorName: 'photo.jpg',
    });
  });

  it('refuses a taken e-mail with a 400 and no message key, and changes nothing', async () => {
    await start('backend');
    const before = me().email;
    const response = await send(
      'PUT',
      `/api/update-assessorProfile/${me()._id}`,
      form({ email: OTHER_ASSESSORS[0].email }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, statusCode: 400 });
    expect(json(response)).not.toHaveProperty('message');
    expect(me().email).toBe(before);
  });

  it('answers a section add with the whole assessor document', async () => {
    await start('backend');
    const added = await send(
      'POST',
      `/api/add-assessorExperience/${me()._id}`,
      form({ designation: 'Assessor', companyName: 'Skill Co', startDate: '01-04-2019', endDate: '31-03-2022' }, [
        sample('experienceCertificate', 'pdf'),
      ]),
    );
    expect(added.statusCode).toBe(200);
    const details = json(added).details as Row;
    expect(details).toMatchObject({
      _id: me()._id,
      email: me().email,
      experiences: [expect.objectContaining({ designation: 'Assessor', companyName: 'Skill Co' })],
    });
    expect(details).not.toHaveProperty('passwordHash');
  });

  it('deletes absent bank details with a 200, as an $unset does', async () => {
    await start('backend');
    expect(me().bankAccount, 'the demo assessor starts without bank details').toBeUndefined();
    const response = await send('DELETE', `/api/deleteAssesor-bankDetail/${me()._id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, statusCode: 200 });
  });

  it('keeps the tidy answers when off', async () => {
    await start('none');
    const details = json(await send('GET', `/api/getAssesor-profileList/${me()._id}`)).details as Row;
    expect(details).not.toHaveProperty('__v');
    expect(json(await send('DELETE', `/api/deleteAssesor-bankDetail/${me()._id}`))).toMatchObject({
      statusCode: 404,
      message: 'No bank details to delete.',
    });
    const taken = await send(
      'PUT',
      `/api/update-assessorProfile/${me()._id}`,
      form({ email: OTHER_ASSESSORS[0].email }),
    );
    expect(json(taken)).toMatchObject({ message: 'Assessor details you have entered already registered' });
  });
});

describe('MOCK_QUIRKS=backend: candidates and results (backend-facts-2 CA-2, MA-2)', () => {
  const acceptedBatch = () => t.db.data.batches.find((b) => b.accessorId === me()._id && b.isAcceptAssesor)!;

  it('lists candidates without isPresent, and answers unmarked sections as 0', async () => {
    await start('backend');
    const batch = acceptedBatch();
    const list = (
      json(await send('GET', `/api/candidate-list-by-batch?batch_id=${batch._id}`)).details as { candidateList: Row[] }
    ).candidateList;
    expect(list.length).toBeGreaterThan(0);
    for (const candidate of list) expect(candidate).not.toHaveProperty('isPresent');
    const candidate = list[0]!;
    const result = json(await send('GET', `/api/get-nos-marks/${batch._id}/${candidate._id as string}?section=viva`))
      .details as { nosResult: Row[] };
    expect(result.nosResult.length).toBeGreaterThan(0);
    for (const row of result.nosResult) {
      expect(row).toMatchObject({
        obtainedTheoryMarks: 0,
        obtainedVivaMarks: 0,
        obtainedPracticalMarks: 0,
        totalObtainedMarks: 0,
      });
    }
  });

  it('sends isPresent and leaves unmarked sections out when off', async () => {
    await start('none');
    const batch = acceptedBatch();
    const list = (
      json(await send('GET', `/api/candidate-list-by-batch?batch_id=${batch._id}`)).details as { candidateList: Row[] }
    ).candidateList;
    expect(list[0]).toHaveProperty('isPresent');
  });
});
