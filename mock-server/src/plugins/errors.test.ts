import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { json, type TestApp, trainerInject, eachTestApp } from '../testing/testApp.ts';
import { ApiError } from '../errors/apiError.ts';
import errorsPlugin, { SERVER_ERROR_MESSAGE, formatSchemaErrors } from './errors.ts';
import replyPlugin from './reply.ts';

describe('unknown paths', () => {
  let t: TestApp;
  eachTestApp((fresh) => {
    t = fresh;
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    '%s on an unknown /api path answers the 404 error body',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/no-such-call?x=1', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ statusCode: 404, success: false, message: 'Route not found' });
    },
  );

  it('unknown trainer paths answer the 404 error body too', async () => {
    const response = await trainerInject(t.app, { method: 'GET', url: '/__mock/nope' });
    expect(json(response)).toMatchObject({ statusCode: 404, success: false });
  });
});

describe('error handler', () => {
  it('answers 500 with the generic message and ApiError with its own status', async () => {
    const app = Fastify({ logger: false, schemaErrorFormatter: formatSchemaErrors });
    await app.register(replyPlugin);
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    app.get('/gone', async () => {
      throw new ApiError(404, 'Batch not found', []);
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(json(boom)).toEqual({
      statusCode: 500,
      success: false,
      message: SERVER_ERROR_MESSAGE,
      error: SERVER_ERROR_MESSAGE,
    });
    const gone = await app.inject({ method: 'GET', url: '/gone' });
    expect(json(gone)).toEqual({ statusCode: 404, success: false, message: 'Batch not found', error: [] });
    await app.close();
  });
});
