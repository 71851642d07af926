import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, testSeed, type TestApp, trainerInject, eachTestApp } from '../../testing/testApp.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers: { [AUTH_HEADER]: token } });
const endSessions = (id: string) =>
  trainerInject(t.app, { method: 'POST', url: `/__mock/assessors/${encodeURIComponent(id)}/end-sessions` });

describe('trainer endpoints', () => {
  it('GET /__mock/health answers the success envelope', async () => {
    const response = await trainerInject(t.app, { method: 'GET', url: '/__mock/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ cacheHit: false, statusCode: 200, success: true });
  });

  it.each([
    ['e-mail', () => DEMO_ASSESSOR.email],
    ['mobile', () => DEMO_ASSESSOR.mobile],
    ['_id', () => testSeed().assessors[0]!._id],
  ])('ends the sessions of an assessor given by %s: the token then answers 410', async (_case, id) => {
    const token = await login(t.app);
    const other = await login(t.app, OTHER_ASSESSORS[0].email);
    const response = await endSessions(id());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, details: { endedSessions: 1 } });
    const after = await logout(token);
    expect(after.statusCode).toBe(410);
    expect(json(after).message).toBe('This token has been expired');
    expect((await logout(other)).statusCode).toBe(200);
  });

  it('lists the assessors with their contact details', async () => {
    const response = await trainerInject(t.app, { method: 'GET', url: '/__mock/assessors' });
    const details = json(response).details as { email: string }[];
    const emails = details.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_ASSESSOR.email, ...OTHER_ASSESSORS.map((a) => a.email)]));
    expect(details[0]).not.toHaveProperty('passwordHash');
  });

  it("lists an assessor's accepted batches with their day records", async () => {
    const response = await trainerInject(t.app, {
      method: 'GET',
      url: `/__mock/assessors/${DEMO_ASSESSOR.email}/batches`,
    });
    const batches = json(response).details as { _id: string; days: { _id: string; date: string }[] }[];
    const demo = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!;
    const accepted = t.db.data.batches.filter((b) => b.accessorId === demo._id && b.isAcceptAssesor);
    expect(batches.map((b) => b._id)).toEqual(accepted.map((b) => b._id));
    expect(batches[0]!.days[0]).toEqual({
      _id: expect.any(String),
      date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
    expect((await trainerInject(t.app, { method: 'GET', url: '/__mock/assessors/nobody/batches' })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown assessor', async () => {
    const response = await endSessions('nobody@demo.test');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ statusCode: 404, success: false, message: 'Assessor not found' });
  });

  it('POST /__mock/reset restores the seed', async () => {
    const token = await login(t.app);
    t.db.data.batches[0]!.isAcceptAssesor = true;
    t.db.data.candidates.pop();
    const response = await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Mock data reset to the seed' });
    // The seed, with an empty registry of stored files (a reset deletes every upload).
    expect(JSON.stringify(t.db.data)).toBe(JSON.stringify({ ...testSeed(), storedFiles: [] }));
    expect(t.db.data).not.toBe(testSeed());
    // Sessions are part of the state: a token from before the reset is unknown afterwards.
    expect((await logout(token)).statusCode).toBe(401);
    // A second reset still starts from the untouched seed.
    t.db.data.batches.length = 0;
    await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    expect(t.db.data.batches.length).toBe(testSeed().batches.length);
  });
});
