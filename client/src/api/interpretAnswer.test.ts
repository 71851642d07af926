import { defineCall } from '@assessor/contract';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { interpretAnswer } from './interpretAnswer.ts';

const listCall = defineCall({
  method: 'GET', path: '/api/list/:id', auth: true, source: 'ours', summary: 'test list',
  details: Type.Array(Type.String()), emptyDetails: [],
});

describe('interpretAnswer', () => {
  it('treats a body without statusCode as an error', () => {
    expect(interpretAnswer(200, { success: true, details: [1] })).toEqual({
      error: { status: 'INVALID_RESPONSE', message: 'Invalid response from the server', error: { success: true, details: [1] } },
    });
    expect(interpretAnswer(502, '<html>Bad gateway</html>')).toMatchObject({ error: { status: 502 } });
  });

  it('returns details, or null when the answer has none', () => {
    expect(interpretAnswer(200, { statusCode: 200, success: true, message: 'x', details: { a: 1 } })).toEqual({ data: { a: 1 } });
    expect(interpretAnswer(200, { statusCode: 200, success: true, message: 'x' })).toEqual({ data: null });
  });

  it('turns success:false into an error with the HTTP status, message and payload', () => {
    const body = { statusCode: 400, success: false, message: 'Invalid credentials.', error: 'bad' };
    expect(interpretAnswer(400, body)).toEqual({ error: { status: 400, message: 'Invalid credentials.', error: 'bad' } });
  });

  it('uses statusCode when the HTTP status is 2xx but the body failed', () => {
    expect(interpretAnswer(200, { statusCode: 423, success: false, message: 'locked', error: {} })).toMatchObject({ error: { status: 423 } });
  });

  it('reads the HTTP-200 empty-list quirk as emptyDetails for calls that declare it', () => {
    const body = { statusCode: 200, success: false, message: 'file not found', error: [] };
    expect(interpretAnswer(200, body, listCall)).toEqual({ data: [] });
    expect(interpretAnswer(200, body)).toEqual({ error: { status: 200, message: 'file not found', error: [] } });
    expect(interpretAnswer(404, { ...body, statusCode: 404 }, listCall)).toMatchObject({ error: { status: 404 } });
  });
});
