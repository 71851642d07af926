import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { allTestsSignedIn, type TestApp } from '../testing/testApp.ts';
import { listening, rawGet, rawRequest, type RawAnswer } from '../testing/testSocket.ts';

let t: TestApp;
let port: number;
let token: string;
allTestsSignedIn(async (fresh) => {
  ({ t, token } = fresh);
  port = await listening(t.app);
});

/** The error envelope of api-facts §1, never stored by the browser. */
function expectEnvelope(answer: RawAnswer, status: number) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode: status, success: false });
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode', 'success']);
  expect(String(body.message).length).toBeGreaterThan(5);
  return body;
}

describe('refusals the framework makes before any route runs (real socket)', () => {
  it('a bad percent-encoding in the path answers the 400 envelope', async () => {
    const body = expectEnvelope(
      await rawRequest(port, rawGet('/api/batch-details/%E0%A4%A', { [AUTH_HEADER]: token })),
      400,
    );
    expect(body.message).toMatch(/percent-encod/i);
  });

  it('a path id longer than any id answers the 400 envelope naming the parameter', async () => {
    const body = expectEnvelope(
      await rawRequest(port, rawGet(`/api/batch-details/${'a'.repeat(150)}`, { [AUTH_HEADER]: token })),
      400,
    );
    expect(body.message).toMatch(/^id /);
  });

  it('a path id past the router limit still answers an envelope (414)', async () => {
    expectEnvelope(
      await rawRequest(port, rawGet(`/api/batch-details/${'a'.repeat(5000)}`, { [AUTH_HEADER]: token })),
      414,
    );
  });

  it('a 100 KB query string answers the 431 envelope', async () => {
    const body = expectEnvelope(
      await rawRequest(port, rawGet(`/api/batch-list?search=${'x'.repeat(100_000)}`, { [AUTH_HEADER]: token })),
      431,
    );
    expect(body.message).toMatch(/too large/i);
  });

  it('a request the HTTP parser cannot read answers the 400 envelope', async () => {
    expectEnvelope(
      await rawRequest(
        port,
        'GET /api/batch-list HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      ),
      400,
    );
  });

  it('a body that turns unreadable after the answer was sent gets no second answer on the socket', async () => {
    const answer = await rawRequest(
      port,
      'GET /api/get-theoryFile/% HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n',
    );
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, success: false });
  });
});
