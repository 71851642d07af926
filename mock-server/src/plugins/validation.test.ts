import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { allTestsSignedIn, json, type TestApp } from '../testing/testApp.ts';
import { newcomer } from '../routes/auth/testKit.ts';

let t: TestApp;
let token: string;
allTestsSignedIn((fresh) => {
  ({ t, token } = fresh);
});

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/notification-list?${query}`, headers: { [AUTH_HEADER]: token } });

describe('query strings: text converted to the declared integer, finite and in range', () => {
  it.each([
    'page=1e309',
    'page=1e21',
    'page=0x10',
    'page=%203',
    'page=1.5',
    'page=2e0',
    'page=99999999999999999999',
    'limit=101',
    'page=1&page=2',
  ])('refuses %s with 400 naming the field', async (query) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject({ success: false, error: { in: 'query' } });
    expect(String(json(response).message)).toMatch(/^(page|limit) /);
  });

  it('converts plain digits to the integer the handler gets', async () => {
    const response = await list('page=2&limit=5');
    expect(response.statusCode).toBe(200);
    expect(json(response).details).toMatchObject({ page: 2 });
  });
});

describe('JSON bodies: types are not coerced', () => {
  it.each([
    ['a boolean for a text', { fullName: true }, 'fullName must be string'],
    ['a number for a text', { mobile: 9123456780 }, 'mobile must be string'],
    ['a text for a boolean', { RadiantFundToa: 'false' }, 'RadiantFundToa must be boolean'],
    ['a list for a text', { email: ['kavita@new.test'] }, 'email must be string'],
  ])('refuses %s', async (_case, changes, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register-assesor',
      payload: { ...newcomer, ...changes },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message });
  });

  it('refuses a number too large to be finite', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register-assesor',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...newcomer }).replace('"RadiantFundToa":false', '"RadiantFundToa":1e309'),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'RadiantFundToa must be boolean' });
  });
});
