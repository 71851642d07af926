import { AUTH_HEADER, verhoeffDigit } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, login, trainerInject, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';
import { form, sample } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const aadhaar = (stem = '23456789012') => `${stem}${verhoeffDigit(stem)}`;
const me = () => t.db.data.assessors[0]!;
const auth = () => ({ [AUTH_HEADER]: token });
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: FormData) =>
  t.app.inject({ method, url, headers: auth(), payload });
const percentage = async () =>
  (json(await send('GET', `/api/getAssessor-profilePercentage/${me()._id}`)).details as { profilePercentage: string })
    .profilePercentage;
const accept = (documentId: string) =>
  trainerInject(t.app, {
    method: 'POST',
    url: `/__mock/assessors/${me()._id}/documents/${documentId}/review`,
    payload: { status: 'accepted' },
  });

const addCard = (cardType: string, cardNo: string, file = sample('card', 'jpg')) =>
  send('POST', `/api/add-assessorPersonalDetail/${me()._id}`, form({ cardType, cardNo }, [file]));
const addExperience = (fields: Record<string, string> = {}) =>
  send(
    'POST',
    `/api/add-assessorExperience/${me()._id}`,
    form(
      { designation: 'Assessor', companyName: 'Skill Co', startDate: '01-04-2019', endDate: '31-03-2022', ...fields },
      [sample('experienceCertificate', 'pdf')],
    ),
  );

describe('personal details (ID cards)', () => {
  it('adds an Aadhaar card waiting for review, lists it with the real field names and size text', async () => {
    const added = await addCard('aadharCard', aadhaar());
    expect(added.statusCode).toBe(200);
    expect(json(added).details).toMatchObject({
      cardType: 'aadharCard',
      cardNo: aadhaar(),
      status: 'noAction',
      adminUploaded: false,
      isDocumentUploaded: true,
      cardFileName: 'photo.jpg',
    });
    const list = json(await send('GET', `/api/getAssesor-personalDetailList/${me()._id}`));
    expect(list.details).toEqual([
      expect.objectContaining({
        cardFileSize: expect.stringMatching(/^\(\d+\.\d{2} KB\)$/),
        url: expect.stringMatching(/^\/uploads\//),
      }),
    ]);
  });

  it('answers an empty list with the HTTP-200 "file not found" quirk', async () => {
    const response = await send('GET', `/api/getAssesor-personalDetailList/${me()._id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: false, message: 'file not found', error: [] });
  });

  it.each([
    ['aadharCard', '234567890123', 'Invalid Aadhaar number.'],
    ['aadharCard', '12345678901', 'Invalid Aadhaar number.'],
    ['panCard', 'ABCDE1234', 'Invalid PAN number.'],
    ['panCard', 'abcde1234f', 'Invalid PAN number.'],
  ])('refuses %s number %s', async (cardType, cardNo, message) => {
    const response = await addCard(cardType, cardNo);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
    expect(me().personalDetail ?? []).toHaveLength(0);
  });

  it('takes a valid PAN and refuses a second card of the same type', async () => {
    expect((await addCard('panCard', 'ABCDE1234F')).statusCode).toBe(200);
    expect((await addCard('panCard', 'PQRST6789Z')).statusCode).toBe(400);
  });

  it('refuses a video, an empty file and a missing file', async () => {
    expect((await addCard('aadharCard', aadhaar(), sample('card', 'mp4'))).statusCode).toBe(400);
    const noFile = await send(
      'POST',
      `/api/add-assessorPersonalDetail/${me()._id}`,
      form({ cardType: 'aadharCard', cardNo: aadhaar() }),
    );
    expect(json(noFile)).toMatchObject({ statusCode: 400, message: 'File Not Provided.' });
    const wrongField = await send(
      'POST',
      `/api/add-assessorPersonalDetail/${me()._id}`,
      form({ cardType: 'aadharCard', cardNo: aadhaar() }, [sample('photo', 'jpg')]),
    );
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers a JSON body (not multipart) with a 4xx, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/add-assessorPersonalDetail/${me()._id}`,
      headers: auth(),
      payload: { cardType: 'panCard', cardNo: 'ABCDE1234F' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("refuses another assessor's id on add, list, update and delete", async () => {
    const other = t.db.data.assessors[1]!._id;
    expect(
      (
        await send(
          'POST',
          `/api/add-assessorPersonalDetail/${other}`,
          form({ cardType: 'panCard', cardNo: 'ABCDE1234F' }, [sample('card', 'jpg')]),
        )
      ).statusCode,
    ).toBe(403);
    expect((await send('GET', `/api/getAssesor-personalDetailList/${other}`)).statusCode).toBe(403);
    const id = String((json(await addCard('panCard', 'ABCDE1234F')).details as { _id: string })._id);
    expect(
      (
        await send(
          'PUT',
          `/api/update-assessorPersonalDetail?assessor_id=${other}&personal_id=${id}`,
          form({ cardNo: 'ABCDE1234G' }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/deleteAssesor-personalDetailList?assesor_id=${other}&personal_id=${id}`)).statusCode,
    ).toBe(403);
    expect(me().personalDetail).toHaveLength(1);
  });
});

describe('experience, education, job role and agreement', () => {
  it('lists items as { uploadedFiles, totalCounts }', async () => {
    await addExperience();
    const list = json(await send('GET', `/api/getAssesor-experienceList/${me()._id}`)).details as {
      uploadedFiles: unknown[];
      totalCounts: number;
    };
    expect(list.totalCounts).toBe(1);
    expect(list.uploadedFiles[0]).toMatchObject({
      designation: 'Assessor',
      experienceCertificateName: 'document.pdf',
      status: 'noAction',
    });
  });

  it('refuses an end date before the start and an impossible date', async () => {
    const backwards = await addExperience({ startDate: '01-04-2022', endDate: '31-03-2020' });
    expect(json(backwards)).toMatchObject({ statusCode: 400, message: 'endDate must not be before startDate.' });
    expect((await addExperience({ endDate: '31-02-2022' })).statusCode).toBe(400);
    const validUpto = await send(
      'POST',
      `/api/add-assessorJobrole/${me()._id}`,
      form(
        {
          jobroleName: 'Retail Sales Associate',
          experience: '3 years',
          issueDate: '10-10-2023',
          validUpto: '09-10-2023',
        },
        [sample('jobRoleCertificate', 'pdf')],
      ),
    );
    expect(json(validUpto).message).toBe('validUpto must not be before issueDate.');
  });

  it('updates fields without a file (keeps the file, new _id, reviewed again) and with a new file', async () => {
    const first = json(await addExperience()).details as { _id: string; experienceCertificateKey: string };
    await accept(first._id);
    const updated = await send(
      'PUT',
      `/api/update-assessorExperience?assessor_id=${me()._id}&IdToUpdate=${first._id}`,
      form({ designation: 'Lead assessor' }),
    );
    expect(updated.statusCode).toBe(200);
    const item = json(updated).details as {
      _id: string;
      designation: string;
      experienceCertificateKey: string;
      status: string;
      companyName: string;
    };
    expect(item).toMatchObject({
      designation: 'Lead assessor',
      companyName: 'Skill Co',
      experienceCertificateKey: first.experienceCertificateKey,
      status: 'noAction',
    });
    expect(item._id).not.toBe(first._id);
    const withFile = await send(
      'PUT',
      `/api/update-assessorExperience?assessor_id=${me()._id}&IdToUpdate=${item._id}`,
      form({}, [sample('experienceCertificate', 'png')]),
    );
    expect(json(withFile).details).toMatchObject({
      experienceCertificateName: 'photo.png',
      designation: 'Lead assessor',
    });
    expect(
      (
        await send(
          'PUT',
          `/api/update-assessorExperience?assessor_id=${me()._id}&IdToUpdate=${first._id}`,
          form({ designation: 'X Y' }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an item; an unknown id is 400 "Id not found "', async () => {
    const { _id } = json(await addExperience()).details as { _id: string };
    const removed = await send(
      'DELETE',
      `/api/deleteAssesor-experienceList?assesor_id=${me()._id}&experienceId=${_id}`,
    );
    expect(json(removed)).toMatchObject({ success: true, message: 'Experience detail deleted succesfully' });
    const again = await send('DELETE', `/api/deleteAssesor-experienceList?assesor_id=${me()._id}&experienceId=${_id}`);
    expect(json(again)).toMatchObject({ statusCode: 400, message: 'Id not found ' });
    const missingQuery = await send('DELETE', `/api/deleteAssesor-experienceList?assesor_id=${me()._id}`);
    expect(missingQuery.statusCode).toBe(400);
  });
});

describe('the percentage follows accepted documents only (api-facts §3)', () => {
  it('goes 0 → 100 % as each document is accepted', async () => {
    const id = me()._id;
    const steps: [() => Promise<{ _id: string }>, string][] = [
      [async () => json(await addCard('aadharCard', aadhaar())).details as { _id: string }, '15%'],
      [async () => json(await addCard('panCard', 'ABCDE1234F')).details as { _id: string }, '30%'],
      ...['B.Tech', 'M.Tech', 'PhD'].map(
        (degree, n) =>
          [
            async () =>
              json(
                await send(
                  'POST',
                  `/api/add-assessorEducation/${id}`,
                  form({ collegeName: 'IIT Delhi', degree, startDate: '01-07-2010', endDate: '30-06-2014' }, [
                    sample('educationCertificate', 'pdf'),
                  ]),
                ),
              ).details as { _id: string },
            ['34%', '37%', '40%'][n]!,
          ] as [() => Promise<{ _id: string }>, string],
      ),
      [
        async () =>
          json(
            await send(
              'POST',
              `/api/add-assessorJobrole/${id}`,
              form(
                {
                  jobroleName: 'Retail Sales Associate',
                  experience: '3 years',
                  issueDate: '10-10-2023',
                  validUpto: '09-10-2026',
                },
                [sample('jobRoleCertificate', 'pdf')],
              ),
            ),
          ).details as { _id: string },
        '45%',
      ],
      [async () => json(await addExperience()).details as { _id: string }, '50%'],
      [
        async () =>
          json(
            await send(
              'POST',
              `/api/add-assessorAgreement/${id}`,
              form(
                {
                  agreementName: 'Assessor agreement',
                  agreementValidFrom: '01-01-2025',
                  agreementValidTo: '31-12-2026',
                },
                [sample('agreementCertificate', 'pdf')],
              ),
            ),
          ).details as { _id: string },
        '60%',
      ],
    ];
    expect(await percentage()).toBe('0%');
    for (const [add, expected] of steps) {
      const { _id } = await add();
      const before = await percentage();
      expect(json(await accept(_id)).details).toMatchObject({ status: 'accepted', profilePercentage: expected });
      expect(await percentage()).toBe(expected);
      expect(before).not.toBe(expected);
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/update-assessorBankDetails/${id}`,
      headers: auth(),
      payload: {
        accountHolderName: 'Asha Rao',
        bankName: 'State Bank of India',
        bankAccount: '123456789012',
        bankIFSC: 'SBIN0001234',
        bankBranchName: 'Connaught Place',
      },
    });
    expect(await percentage()).toBe('90%');
    await send('PUT', `/api/update-assessorProfile/${id}`, form({}, [sample('assessorPhoto', 'jpg')]));
    expect(json(await send('GET', `/api/getAssessor-profilePercentage/${id}`)).details).toMatchObject({
      profilePercentage: '100%',
      documentCount: 8,
      personalDetailProfileStatus: true,
      bankDetailProfileStatus: true,
      DegreeCertificateProfileStatus: true,
    });
  });

  it('a rejected document does not count and notifies the assessor with a link to re-upload', async () => {
    const { _id } = json(await addCard('aadharCard', aadhaar())).details as { _id: string };
    const review = await trainerInject(t.app, {
      method: 'POST',
      url: `/__mock/assessors/${me().email}/documents/${_id}/review`,
      payload: { status: 'rejected' },
    });
    expect(json(review).details).toMatchObject({ status: 'rejected', profilePercentage: '0%' });
    const alert = t.db.data.notifications.find((n) => n.recipient === me()._id && n.title === 'Document rejected');
    expect(alert).toMatchObject({ type: 'alert', link: '/my-doc/personal-details' });
    const docs = await trainerInject(t.app, { url: `/__mock/assessors/${me()._id}/documents` });
    expect(json(docs).details).toEqual([expect.objectContaining({ _id, section: 'personal', status: 'rejected' })]);
    expect(
      (
        await trainerInject(t.app, {
          method: 'POST',
          url: `/__mock/assessors/${me()._id}/documents/nope/review`,
          payload: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a review notification names the card in words, not by its key', async () => {
    const { _id } = json(await addCard('panCard', 'ABCDE1234F', sample('card', 'pdf'))).details as {
      _id: string;
      cardFileName: string;
    };
    expect((await accept(_id)).statusCode).toBe(200);
    const note = t.db.data.notifications.find((n) => n.recipient === me()._id && n.title === 'Document accepted');
    expect(note?.content).toMatch(/^PAN card \S+ has been accepted$/);
    expect(note?.content).not.toContain('panCard');
    const rejected = json(await addCard('aadharCard', aadhaar())).details as { _id: string };
    await trainerInject(t.app, {
      method: 'POST',
      url: `/__mock/assessors/${me()._id}/documents/${rejected._id}/review`,
      payload: { status: 'rejected' },
    });
    const alert = t.db.data.notifications.find((n) => n.recipient === me()._id && n.title === 'Document rejected');
    expect(alert?.content).toMatch(/^Aadhaar card \S+ has rejected, please re-upload$/);
  });

  it('another assessor cannot read the documents either way round', async () => {
    await addCard('panCard', 'ABCDE1234F');
    const other = await login(t.app, t.db.data.assessors[1]!.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/getAssesor-personalDetailList/${me()._id}`,
      headers: { [AUTH_HEADER]: other },
    });
    expect(list.statusCode).toBe(403);
  });
});
