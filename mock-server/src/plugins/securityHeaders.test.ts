import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allTestsApp, type TestApp } from '../testing/testApp.ts';

const boot = 'window.boot=1;';
const after = 'window.boot.go({"entry":"/assets/app.js"})';
const page = `<!doctype html><script>${boot}</script><div id="root"></div><script>${after}</script>`;
const login = `<!doctype html><script>${boot}</script><p>Log in</p>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = { accept: 'text/html' };

describe('security headers of the pages', () => {
  let dist: string;
  let t: TestApp;
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  allTestsApp(
    (fresh) => {
      t = fresh;
    },
    async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'mock-dist-'));
      await writeFile(path.join(dist, 'index.html'), page);
      await writeFile(path.join(dist, 'login.html'), login);
      return { config: { clientDist: dist } };
    },
  );

  it('the app pages allow scripts from their origin and their inline boot scripts by hash, and no framing', async () => {
    for (const url of ['/', '/login', '/my-batches']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: html });
      expect(answer.statusCode, url).toBe(200);
      const csp = answer.headers['content-security-policy'] as string;
      expect(csp).toContain(`script-src 'self' ${[sha(after), sha(boot)].sort().join(' ')};`);
      expect(csp.split('; ').find((part) => part.startsWith('script-src'))).not.toMatch(/unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toBe('camera=(self), geolocation=(self)');
    }
  });

  it('the trainer console and the API document page allow script files from their origin only', async () => {
    for (const url of ['/trainer', '/trainer/', '/__mock/docs']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      const csp = answer.headers['content-security-policy'] as string;
      expect(csp).toMatch(/(^|; )script-src 'self'; /);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toBe('camera=(self), geolocation=(self)');
    }
  });

  it('JSON answers carry no page policy', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/__mock/health' });
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
