import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test-helpers.ts';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(async () => { await t.app.close(); });

describe('trainer console files', () => {
  it.each([
    ['/trainer', 'text/html', 'Trainer console'],
    ['/trainer/console.js', 'text/javascript', "'x-trainer-passcode'"],
    ['/trainer/waiting.js', 'text/javascript', '/__mock/regularizations/{id}/decision'],
    ['/trainer/console.css', 'text/css', '.trainee'],
    ['/trainer/docs.js', 'text/javascript', '/__mock/openapi.json'],
    ['/__mock/docs', 'text/html', 'API document'],
  ])('%s is served without the passcode (it holds no data)', async (url, type, text) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['cache-control']).toMatch(/^no-(cache|store)/);
    expect(answer.body).toContain(text);
  });

  it('the page itself asks for the passcode and keeps no secret', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/trainer' })).body;
    expect(page).toContain('Trainer passcode');
    expect(page).not.toContain('trainer-test-passcode');
  });
});
