import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { allTestsApp, appForThisTest, json, type TestApp, trainerInject } from '../testing/testApp.ts';

const page = '<!doctype html><title>client</title><div id="root"></div>';
const loginPage = '<!doctype html><title>client</title><div id="prerender"><h1>Log in</h1></div><div id="root"></div>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('with a client build', () => {
  let dist: string;
  let t: TestApp;
  // Registered first, so it runs after the app is closed (after-hooks run in reverse order).
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  allTestsApp(
    (fresh) => {
      t = fresh;
    },
    async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'mock-dist-'));
      await mkdir(path.join(dist, 'assets'));
      await writeFile(path.join(dist, 'index.html'), page);
      await writeFile(path.join(dist, 'login.html'), loginPage);
      await writeFile(path.join(dist, 'config.json'), '{"apiBaseUrl":""}');
      await writeFile(path.join(dist, 'assets/app-1a2b3c.js'), script);
      await writeFile(path.join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
      await writeFile(path.join(dist, 'sw.js'), 'self.x = 1;');
      await writeFile(path.join(dist, 'workbox-1a2b3c4d.js'), 'self.y = 1;');
      await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"A"}');
      await writeFile(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
      return { config: { clientDist: dist } };
    },
  );

  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the pre-compressed asset with a long cache', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not cache config.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates what decides an app update, caches the hashed worker runtime long and icons a day', async () => {
    const header = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await header('/sw.js')).toBe('no-cache');
    expect(await header('/manifest.webmanifest')).toBe('no-cache');
    expect(await header('/workbox-1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(await header('/favicon.ico')).toBe('public, max-age=86400');
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/batch/abc/assessment/activities',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path the build pre-rendered with its page, without caching', async () => {
    for (const url of ['/login', '/login?next=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(loginPage);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const other = await t.app.inject({ method: 'GET', url: '/login/more', headers: { accept: 'text/html' } });
    expect(other.body).toBe(page);
  });

  it('answers 404 for missing files and never falls back for server paths', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    for (const url of ['/api/unknown', '/__mock/unknown']) {
      const response = await trainerInject(t.app, { method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});

describe('without a client build', () => {
  it('still serves the API and says the client is not built', async () => {
    const t = await appForThisTest({ config: { clientDist: path.join(tmpdir(), 'no-such-client-dist') } });
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('npm run build');
    const health = await trainerInject(t.app, { method: 'GET', url: '/__mock/health' });
    expect(health.statusCode).toBe(200);
  });
});
