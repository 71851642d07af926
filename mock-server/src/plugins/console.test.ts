import { describe, expect, it } from 'vitest';
import { type TestApp, allTestsApp } from '../testing/testApp.ts';

let t: TestApp;
allTestsApp((fresh) => {
  t = fresh;
});

describe('trainer console files', () => {
  it.each([
    ['/trainer', 'text/html', 'Trainer console'],
    ['/trainer/console.js', 'text/javascript', "from './api.js'"],
    ['/trainer/waiting.js', 'text/javascript', '/__mock/regularizations/{id}/decision'],
    ['/trainer/console.css', 'text/css', '.trainee'],
    ['/trainer/docs.js', 'text/javascript', '/__mock/openapi.json'],
    ['/trainer/api.js', 'text/javascript', 'x-trainer-passcode'],
    ['/trainer/actions.js', 'text/javascript', 'Approve registration'],
    ['/trainer/feed.js', 'text/javascript', '/__mock/activity'],
    ['/trainer/dom.js', 'text/javascript', 'createElement'],
    ['/__mock/docs', 'text/html', 'API document'],
  ])('%s is served without the passcode (it holds no data)', async (url, type, text) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['cache-control']).toMatch(/^no-(cache|store)/);
    expect(answer.body).toContain(text);
  });

  it.each([
    ['/trainer', 'Trainer console · Assessor mock', '/trainer/console.js'],
    ['/__mock/docs', 'API document · Assessor mock', '/trainer/docs.js'],
  ])('%s is a whole page: its title, the style sheet and its own module', async (url, title, script) => {
    const page = (await t.app.inject({ method: 'GET', url })).body;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toContain('<link rel="stylesheet" href="/trainer/console.css">');
    expect(page).toContain(`<script type="module" src="${script}"></script>`);
    expect(page).not.toContain('{{');
  });

  it('the layout and page bodies are not served as files of their own', async () => {
    for (const url of ['/trainer/layout.html', '/trainer/console.body.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('the page itself asks for the passcode and keeps no secret', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/trainer' })).body;
    expect(page).toContain('Trainer passcode');
    expect(page).not.toContain('trainer-test-passcode');
  });
});
