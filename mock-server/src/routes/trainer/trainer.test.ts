import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, testApp, testSeed, type TestApp } from '../../test-helpers.ts';

let t: TestApp;
beforeEach(async () => { t = await testApp(); });
afterEach(async () => { await t.app.close(); });

const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'x-auth-token': token } });
const endSessions = (id: string) => t.app.inject({ method: 'POST', url: `/__mock/assessors/${encodeURIComponent(id)}/end-sessions` });

describe('trainer endpoints', () => {
  it('GET /__mock/health answers the success envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__mock/health' });
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
    const response = await t.app.inject({ method: 'GET', url: '/__mock/assessors' });
    const emails = (json(response).details as { email: string }[]).map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_ASSESSOR.email, ...OTHER_ASSESSORS.map((a) => a.email)]));
    expect((json(response).details as object[])[0]).not.toHaveProperty('passwordHash');
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
    const response = await t.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Mock data reset to the seed' });
    expect(JSON.stringify(t.db.data)).toBe(JSON.stringify(testSeed()));
    expect(t.db.data).not.toBe(testSeed());
    // Sessions are part of the state: a token from before the reset is unknown afterwards.
    expect((await logout(token)).statusCode).toBe(401);
    // A second reset still starts from the untouched seed.
    t.db.data.batches.length = 0;
    await t.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(t.db.data.batches.length).toBe(testSeed().batches.length);
  });
});
