import { AUTH_HEADER, contract, defineCall } from '@assessor/contract';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import authPlugin from '../plugins/auth.ts';
import corePlugin from '../plugins/core.ts';
import errorsPlugin, { formatSchemaErrors } from '../plugins/errors.ts';
import replyPlugin from '../plugins/reply.ts';
import { memoryDb } from '../db/open.ts';
import { fakeClock } from '../clock.ts';
import { json, testConfig, testSeed } from '../testing/testApp.ts';
import { serve, unservedCalls } from './serve.ts';

async function bareApp() {
  const app = Fastify({ logger: false, schemaErrorFormatter: formatSchemaErrors });
  const seed = testSeed();
  await app.register(corePlugin, { db: memoryDb(seed), config: testConfig(), clock: fakeClock(), seed });
  await app.register(replyPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  return app;
}

const probe = defineCall({
  method: 'GET',
  path: '/api/probe/:id',
  auth: true,
  source: 'ours',
  summary: 'test',
  params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
  query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
  details: Type.Object({ id: Type.String(), page: Type.Number(), assessor: Type.String() }),
});

describe('serve', () => {
  it('registers every contract entry (all schemas compile) and then serves them all', async () => {
    const app = await bareApp();
    for (const call of Object.values(contract)) serve(app, call, (_request, reply) => reply.ok('stub'));
    await app.ready();
    expect(unservedCalls(app, contract)).toEqual([]);
    await app.close();
  });

  it('authenticates first, validates params and query, and hands them over typed', async () => {
    const bare = await bareApp();
    serve(bare, probe, (request, reply) =>
      reply.ok('fine', { id: request.params.id, page: request.query.page ?? 1, assessor: request.auth.assessor.email }),
    );
    await bare.ready();
    expect((await bare.inject({ method: 'GET', url: '/api/probe/xyz' })).statusCode).toBe(401);
    const { token } = bare.sessions.create(bare.db.data.assessors[0]!._id);
    const headers = { [AUTH_HEADER]: token };
    const bad = await bare.inject({ method: 'GET', url: '/api/probe/xyz', headers });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('id must match pattern "^[0-9a-f]{24}$"');
    const badQuery = await bare.inject({ method: 'GET', url: `/api/probe/${'a'.repeat(24)}?page=0`, headers });
    expect(json(badQuery).message).toBe('page must be >= 1');
    const good = await bare.inject({ method: 'GET', url: `/api/probe/${'a'.repeat(24)}?page=3`, headers });
    expect(json(good)).toMatchObject({
      success: true,
      details: { id: 'a'.repeat(24), page: 3, assessor: 'assessor@demo.test' },
    });
    await bare.close();
  });
});
