import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';
import { form, sample } from '../../testing/testUploads.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const me = () => t.db.data.assessors[0]!;
const send = (method: 'PUT' | 'GET' | 'DELETE', url: string, payload?: FormData) =>
  t.app.inject({ method, url, headers: { [AUTH_HEADER]: token }, payload });
const update = (fields: Record<string, string>, files = [] as ReturnType<typeof sample>[]) =>
  send('PUT', `/api/update-assessorProfile/${me()._id}`, form(fields, files));

describe('profile', () => {
  it('answers the flat profile, without url while there is no photo', async () => {
    const details = json(await send('GET', `/api/getAssesor-profileList/${me()._id}`)).details as Record<
      string,
      unknown
    >;
    expect(details).toMatchObject({
      _id: me()._id,
      fullName: me().fullName,
      pinCode: me().pinCode,
      gender: me().gender,
    });
    expect(details).not.toHaveProperty('url');
    expect((await send('GET', `/api/getAssesor-profileList/${t.db.data.assessors[1]!._id}`)).statusCode).toBe(403);
  });

  it('updates the basic details, pincode in lower case', async () => {
    const response = await update({
      gender: 'male',
      dob: '15-08-1990',
      address: '12 MG Road',
      state: 'Karnataka',
      district: 'Bengaluru',
      pincode: '560001',
      modeofAgreement: 'payroll',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({
      gender: 'male',
      dob: '15-08-1990',
      state: 'Karnataka',
      district: 'Bengaluru',
      pinCode: '560001',
      modeofAgreement: 'payroll',
    });
    expect(me().address).toBe('12 MG Road');
  });

  it.each([
    [{ pincode: '56001' }, 'PIN code must be 6 digits.'],
    [{ gender: 'other' }, undefined],
    [{ dob: '1990-08-15' }, undefined],
    [{ dob: '15-08-2015' }, 'Date of birth must be a real date and you must be at least 18 years old.'],
    [{ address: 'ab' }, undefined],
  ])('refuses %o', async (fields, message) => {
    const response = await update(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    if (message) expect(json(response).message).toBe(message);
  });

  it('refuses an e-mail another assessor has', async () => {
    expect((await update({ email: t.db.data.assessors[1]!.email })).statusCode).toBe(400);
  });

  it('changes and removes the photo (+10 % and back)', async () => {
    const withPhoto = await update({}, [sample('assessorPhoto', 'jpg')]);
    expect(json(withPhoto).details).toMatchObject({
      assessorName: 'photo.jpg',
      assessorPhotoSize: expect.stringMatching(/KB\)$/),
      url: expect.stringMatching(/^\/uploads\//),
    });
    const percentage = async () =>
      (
        json(await send('GET', `/api/getAssessor-profilePercentage/${me()._id}`)).details as {
          profilePercentage: string;
        }
      ).profilePercentage;
    expect(await percentage()).toBe('10%');
    expect((await send('DELETE', `/api/deleteAssessor-profilePhoto/${me()._id}`)).statusCode).toBe(200);
    expect(await percentage()).toBe('0%');
    expect((await send('DELETE', `/api/deleteAssessor-profilePhoto/${me()._id}`)).statusCode).toBe(404);
  });

  it('refuses a PDF as a photo and names another field', async () => {
    expect((await update({}, [sample('assessorPhoto', 'pdf')])).statusCode).toBe(400);
    expect((await update({}, [sample('photo', 'jpg')])).statusCode).toBe(400);
    expect(me().url).toBe('');
  });
});
