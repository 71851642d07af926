import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { profilePoints } from '../../services/profile/profilePercentage.ts';
import { json, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const get = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/getAssessor-profilePercentage/${id}`, headers: { [AUTH_HEADER]: token } });

describe('GET /api/getAssessor-profilePercentage/:id', () => {
  it('answers a string percentage from the accepted documents (the seed has none, no photo: 0%)', async () => {
    const me = t.db.data.assessors[0]!;
    const response = await get(me._id);
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({
      _id: me._id,
      fullName: me.fullName,
      profilePercentage: '0%',
      documentCount: 0,
      basicDetailProfileStatus: true,
      bankDetailProfileStatus: false,
    });
    me.url = '/uploads/photo.jpg';
    expect(json(await get(me._id)).details).toMatchObject({ profilePercentage: '10%' });
  });

  it("refuses another assessor's percentage", async () => {
    expect((await get(t.db.data.assessors[1]!._id)).statusCode).toBe(403);
  });
});

describe('profilePoints (api-facts §3 weights)', () => {
  const none = {
    idDocuments: 0,
    education: 0,
    jobRoleCertificates: 0,
    experience: 0,
    agreements: 0,
    bankAccount: false,
  };
  it.each([
    [{ idDocuments: 1 }, 15],
    [{ idDocuments: 3 }, 30],
    [{ education: 1 }, 4],
    [{ education: 2 }, 7],
    [{ education: 5 }, 10],
    [{ jobRoleCertificates: 2 }, 5],
    [{ experience: 1 }, 5],
    [{ agreements: 1 }, 10],
    [{ bankAccount: true }, 30],
  ])('%o → %i', (docs, points) => {
    expect(profilePoints(false, { ...none, ...docs })).toBe(points);
  });
  it('adds up to at most 100', () => {
    expect(
      profilePoints(true, {
        idDocuments: 2,
        education: 3,
        jobRoleCertificates: 1,
        experience: 1,
        agreements: 1,
        bankAccount: true,
      }),
    ).toBe(100);
  });
});
