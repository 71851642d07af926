import { defineCall } from '@assessor/contract';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../clock.ts';
import { memoryDb } from '../db/open.ts';
import { serve } from '../routes/serve.ts';
import { json, testConfig, testSeed } from '../testing/testApp.ts';
import authPlugin from './auth.ts';
import checkAnswersPlugin, { firstMismatch } from './checkAnswers.ts';
import corePlugin from './core.ts';
import errorsPlugin from './errors.ts';
import replyPlugin from './reply.ts';

const answer = defineCall({
  method: 'GET',
  path: '/api/answer/:shape',
  auth: false,
  source: 'ours',
  summary: 'test',
  params: Type.Object({ shape: Type.String() }),
  details: Type.Object({ count: Type.Integer(), names: Type.Array(Type.String()) }),
  errors: { 409: Type.Object({ code: Type.Integer() }) },
});

/** An app whose one route answers right or wrong on demand. */
async function appAnswering() {
  const app = Fastify({ logger: false });
  const seed = testSeed();
  await app.register(corePlugin, { db: memoryDb(seed), config: testConfig(), clock: fakeClock(), seed });
  await app.register(replyPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(checkAnswersPlugin);
  serve(app, answer, (request, reply) => {
    const { shape } = request.params;
    if (shape === 'right') return reply.ok('fine', { count: 2, names: ['a', 'b'] });
    if (shape === 'extra')
      return reply.ok('fine', { count: 0, names: [], more: true } as { count: number; names: string[] });
    if (shape === 'error') return reply.fail(404, 'Nothing here');
    if (shape === 'conflict') return reply.fail(409, 'Conflict', { code: 7 });
    // @ts-expect-error the declared 409 payload has a numeric code: `fail` is typed by the call's `errors`
    if (shape === 'bad-conflict') return reply.fail(409, 'Conflict', { code: 'seven' });
    // A handler that escaped its types: what the check is for.
    return reply.ok('wrong', { count: '2', names: ['a'] } as unknown as { count: number; names: string[] });
  });
  await app.ready();
  return app;
}

describe('checkAnswers', () => {
  it('passes answers that match the declaration', async () => {
    const app = await appAnswering();
    expect(json(await app.inject({ method: 'GET', url: '/api/answer/right' })).details).toEqual({
      count: 2,
      names: ['a', 'b'],
    });
    expect((await app.inject({ method: 'GET', url: '/api/answer/error' })).statusCode).toBe(404);
    expect(json(await app.inject({ method: 'GET', url: '/api/answer/conflict' })).error).toEqual({ code: 7 });
    await app.close();
  });

  it('turns an answer that breaks its declared details into a 500 naming the call and the first mismatch', async () => {
    const app = await appAnswering();
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    const mismatch = async (shape: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/answer/${shape}` });
      expect(response.statusCode).toBe(500);
      return String(json(response).message);
    };
    try {
      expect(await mismatch('wrong')).toBe(
        'Answer of a call (GET /api/answer/:shape, HTTP 200) does not match the contract: /details/count must be integer',
      );
      expect(await mismatch('bad-conflict')).toMatch(
        /HTTP 409\) does not match the contract: \/error\/code must be integer$/,
      );
      expect(await mismatch('extra')).toMatch(/does not match the contract: \/details\/more is not declared$/);
    } finally {
      process.stderr.write = stderr;
    }
    await app.close();
  });
});

describe('firstMismatch', () => {
  const none = defineCall({
    method: 'POST',
    path: '/api/none',
    auth: false,
    source: 'ours',
    summary: 'test',
    details: Type.Unknown(),
  });
  const body = { cacheHit: false, statusCode: 200, success: true, message: 'done' };

  it('refuses details on a call that declares none, and a statusCode that is not the HTTP status', () => {
    expect(firstMismatch(none, 200, body)).toBeUndefined();
    expect(firstMismatch(none, 200, { ...body, details: { x: 1 } })).toBe(
      '/details is present but the call declares none',
    );
    expect(firstMismatch(none, 201, body)).toBe('/statusCode is 200 but the HTTP status is 201');
    expect(firstMismatch(none, 400, { statusCode: 400, success: false, message: 'no' })).toBe(
      '/ must have required properties error',
    );
  });
});
