import { AUTH_HEADER } from '@assessor/contract';
import { expect, it } from 'vitest';
import { OTHER_ASSESSORS } from '../../seed/index.ts';
import { json, login, type TestApp, eachTestApp } from '../../testing/testApp.ts';
import { demoOf } from './testKit.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } });

it('assesor-attendance-list refuses a missing assesor_id with a 400 naming it', async () => {
  const token = await login(t.app);
  const response = await get('/api/assesor-attendance-list?limit=100', token);
  expect(response.statusCode).toBe(400);
  expect(json(response)).toMatchObject({
    success: false,
    statusCode: 400,
    message: expect.stringContaining('assesor_id'),
  });
});

it("assesor-attendance-list refuses another assessor's id (403) and serves none of their records", async () => {
  const demo = demoOf(t.db.data)._id;
  const other = await login(t.app, OTHER_ASSESSORS[0].email);
  const response = await get(`/api/assesor-attendance-list?assesor_id=${demo}`, other);
  expect(response.statusCode).toBe(403);
  expect(json(response)).not.toHaveProperty('details');
  const own = json(await get(`/api/assesor-attendance-list?assesor_id=${demo}`, await login(t.app))).details as {
    totalCounts: number;
  };
  expect(own.totalCounts).toBe(2);
});
