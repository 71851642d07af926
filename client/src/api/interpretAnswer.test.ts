import { defineCall } from '@assessor/contract';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { interpretAnswer } from './interpretAnswer.ts';

const listCall = defineCall({
  method: 'GET',
  path: '/api/list/:id',
  auth: true,
  source: 'ours',
  summary: 'test list',
  details: Type.Array(Type.String()),
  emptyDetails: [],
});

const requestCall = defineCall({
  method: 'GET',
  path: '/api/requests',
  auth: true,
  source: 'ours',
  summary: 'test requests',
  details: Type.Object({ list: Type.Array(Type.String()) }),
  emptyDetails: { list: [] },
  emptyForms: [{ status: 400, message: 'Batch not found' }, 'emptyObject', 'emptyArray', 'idOnly'],
});

describe('interpretAnswer', () => {
  it('treats a body without statusCode as an error', () => {
    expect(interpretAnswer(200, { success: true, details: [1] })).toEqual({
      error: {
        status: 'INVALID_RESPONSE',
        message: 'Invalid response from the server',
        error: { success: true, details: [1] },
      },
    });
    expect(interpretAnswer(502, '<html>Bad gateway</html>')).toMatchObject({ error: { status: 502 } });
  });

  it('returns details, or null when the answer has none', () => {
    expect(interpretAnswer(200, { statusCode: 200, success: true, message: 'x', details: { a: 1 } })).toEqual({
      data: { a: 1 },
    });
    expect(interpretAnswer(200, { statusCode: 200, success: true, message: 'x' })).toEqual({ data: null });
  });

  it('turns success:false into an error with the HTTP status, message and payload', () => {
    const body = { statusCode: 400, success: false, message: 'Invalid credentials.', error: 'bad' };
    expect(interpretAnswer(400, body)).toEqual({
      error: { status: 400, message: 'Invalid credentials.', error: 'bad' },
    });
  });

  it('uses statusCode when the HTTP status is 2xx but the body failed', () => {
    expect(interpretAnswer(200, { statusCode: 423, success: false, message: 'locked', error: {} })).toMatchObject({
      error: { status: 423 },
    });
  });

  it('reads the HTTP-200 empty-list quirk as emptyDetails for calls that declare it', () => {
    const body = { statusCode: 200, success: false, message: 'file not found', error: [] };
    expect(interpretAnswer(200, body, listCall)).toEqual({ data: [] });
    expect(interpretAnswer(200, body)).toEqual({ error: { status: 200, message: 'file not found', error: [] } });
    expect(interpretAnswer(404, { ...body, statusCode: 404 }, listCall)).toMatchObject({ error: { status: 404 } });
  });

  // backend-facts §2: the real back end's other "empty" answers, declared per call in the contract.
  it.each([
    ['details {}', 200, { statusCode: 200, success: true, message: 'x', details: {} }],
    ['details [] for an object', 200, { statusCode: 200, success: true, details: [] }],
    ['details { _id } only', 200, { statusCode: 200, success: true, details: { _id: '64b000000000000000000001' } }],
    ['400 "Batch not found"', 400, { statusCode: 400, success: false, message: 'Batch not found', error: {} }],
  ])('reads %s as emptyDetails where the call declares it', (_, status, body) => {
    expect(interpretAnswer(status, body, requestCall)).toEqual({ data: { list: [] } });
  });

  it('leaves undeclared forms and other 400s alone', () => {
    expect(interpretAnswer(200, { statusCode: 200, success: true, details: {} }, listCall)).toEqual({ data: {} });
    expect(interpretAnswer(400, { statusCode: 400, success: false, message: 'Batch not found' })).toMatchObject({
      error: { status: 400 },
    });
    expect(interpretAnswer(400, { statusCode: 400, success: false, message: 'Bad page' }, requestCall)).toMatchObject({
      error: { status: 400, message: 'Bad page' },
    });
  });

  it('gives a failed answer without message a text: the nested error, else a fallback with the status', () => {
    expect(interpretAnswer(400, { statusCode: 400, success: false, error: 'Email taken' })).toMatchObject({
      error: { message: 'Email taken' },
    });
    expect(interpretAnswer(500, { statusCode: 500, success: false, message: {}, error: {} })).toMatchObject({
      error: { status: 500, message: 'The request failed (error 500). Try again.' },
    });
  });
});
