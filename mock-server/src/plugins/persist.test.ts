import { AUTH_HEADER } from '@assessor/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { memoryDb, openDb } from '../db/open.ts';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { login, testConfig, testSeed, signedInForThisTest } from '../testing/testApp.ts';
import corePlugin from './core.ts';
import persistPlugin, { afterWrite } from './persist.ts';

describe('persist', () => {
  it('writes after every call that changes the state, error answers included, and not after reads', async () => {
    const { t, token } = await signedInForThisTest();
    const write = vi.spyOn(t.db, 'write');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/login-assesor',
      payload: { email: DEMO_ASSESSOR.email, password: 'Wrong@1234' },
    });
    expect(failed.statusCode).toBe(400);
    expect(write).toHaveBeenCalledTimes(1);
    await t.app.inject({ method: 'GET', url: '/api/batch-list', headers: { [AUTH_HEADER]: token } });
    expect(write).toHaveBeenCalledTimes(1);
    const me = t.db.data.assessors.find((a) => a.email === DEMO_ASSESSOR.email)!._id;
    const tab = t.db.data.tabStatuses.find((row) => row.assesor_id === me)!;
    // A GET that changes the state (the real API's update-tab-status) says so where it is served.
    await t.app.inject({
      method: 'GET',
      url: `/api/update-tab-status/${tab._id}?tabStatus=true`,
      headers: { [AUTH_HEADER]: token },
    });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('answers only once the state is on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mock-persist-'));
    try {
      const seed = testSeed();
      const app = await buildApp({
        db: await openDb(dir, seed),
        config: testConfig({ dataDir: dir }),
        clock: fakeClock(),
        seed,
      });
      await login(app);
      const reopened = await openDb(dir, seed);
      expect(reopened.data.sessions.length).toBe(seed.sessions.length + 1);
      await app.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs afterWrite tasks after the write', async () => {
    const seed = testSeed();
    const db = memoryDb(seed);
    const order: string[] = [];
    vi.spyOn(db, 'write').mockImplementation(async () => {
      order.push('write');
    });
    const app = Fastify();
    await app.register(corePlugin, { db, config: testConfig(), clock: fakeClock(), seed });
    await app.register(persistPlugin);
    app.post('/change', { config: { writes: true } }, async (request) => {
      afterWrite(request, async () => {
        order.push('task');
      });
      order.push('handler');
      return { done: true };
    });
    expect((await app.inject({ method: 'POST', url: '/change' })).statusCode).toBe(200);
    expect(order).toEqual(['handler', 'write', 'task']);
    await app.close();
  });
});
