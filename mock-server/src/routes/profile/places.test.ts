import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { json, type TestApp, eachTestSignedIn } from '../../testing/testApp.ts';

let t: TestApp;
let token: string;
eachTestSignedIn((fresh) => ({ t, token } = fresh));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('getStates and getcities', () => {
  it("serves India's 36 states and union territories, and cities per state", async () => {
    const { states } = json(await post('/api/getStates', { country: 'India' })).details as {
      states: { name: string; fipsCode: string }[];
    };
    expect(states).toHaveLength(36);
    const karnataka = states.find((state) => state.name === 'Karnataka')!;
    const { cities } = json(await post('/api/getcities', { fipsCode: karnataka.fipsCode })).details as {
      cities: { name: string; latitude: string }[];
    };
    expect(cities.map((city) => city.name)).toContain('Bengaluru');
    expect(typeof cities[0]!.latitude).toBe('string');
  });

  it('refuses a missing country or fipsCode and an unknown state', async () => {
    expect((await post('/api/getStates', {})).statusCode).toBe(400);
    expect((await post('/api/getcities', {})).statusCode).toBe(400);
    expect(json(await post('/api/getcities', { fipsCode: '99' }))).toMatchObject({
      statusCode: 400,
      message: 'State Name not found',
    });
  });
});

describe('jobRole-list', () => {
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/jobRole-list${query}`, headers: { [AUTH_HEADER]: token } });

  it('pages through the seeded job roles and searches them', async () => {
    const all = t.db.data.jobRoles;
    const first = json(await list('?page=1&limit=2')).details as {
      jobRoleDetails: { jobRole: string; status: boolean }[];
      page: number;
      totalCounts: number;
      totalPages: number;
    };
    expect(first).toMatchObject({ page: 1, totalCounts: all.length, totalPages: Math.ceil(all.length / 2) });
    expect(first.jobRoleDetails.map((role) => role.jobRole)).toEqual(all.slice(0, 2).map((role) => role.jobRole));
    expect(first.jobRoleDetails[0]!.status).toBe(true);
    const second = json(await list('?page=2&limit=2')).details as { jobRoleDetails: { jobRole: string }[] };
    expect(second.jobRoleDetails[0]!.jobRole).toBe(all[2]!.jobRole);
    const found = json(await list(`?search=${encodeURIComponent(all[0]!.qpCode)}`)).details as {
      jobRoleDetails: { _id: string }[];
    };
    expect(found.jobRoleDetails.map((role) => role._id)).toContain(all[0]!._id);
    expect((await list('?page=0')).statusCode).toBe(400);
  });
});
