import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { AUTH_HEADER, contract, defineCall } from '@assessor/contract';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { closedPortUrl, fail, ok, startTestServer, type TestServer } from '../test/testServer.ts';
import { takeWorkerMessage, workerState } from '../pwa/serviceWorker.ts';
import { baseQuery } from './baseQuery.ts';

const emptyListCall = defineCall({
  method: 'GET',
  path: '/api/list',
  auth: true,
  source: 'ours',
  summary: 'list',
  details: Type.Array(Type.String()),
  emptyDetails: [],
});

function fakeApi(token: string | null = null): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: unknown) => action,
    getState: () => ({ auth: { token } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as BaseQueryApi;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ url, headers }) => {
    if (url.startsWith('/api/no-status')) return { status: 200, body: { success: true, details: {} } };
    if (url.startsWith('/api/fails')) return fail(400, 'Invalid credentials.', { field: 'email' });
    if (url.startsWith('/api/tagged')) {
      return headers['if-none-match'] === '"v1"'
        ? { status: 304, body: '', headers: { etag: '"v1"' } }
        : { ...ok({ n: 1 }), headers: { etag: '"v1"' } };
    }
    // What the service worker answers from its cache carries this header (client/src/pwa).
    if (url.startsWith('/api/saved')) return { ...ok({ saved: true }), headers: { 'x-from-cache': '1' } };
    if (url.startsWith('/api/list'))
      return { status: 200, body: { statusCode: 200, success: false, message: 'file not found', error: [] } };
    return ok({ echo: true });
  });
  setRuntimeConfig({ apiHost: server.url });
});

afterAll(() => server.close());

const lastRequest = () => server.requests.at(-1)!;

describe('baseQuery against a real HTTP server', () => {
  it('an answer over the network (a GET, a POST, a 304) clears the offline state a saved answer set; a saved answer does not', async () => {
    const unreachable = () => workerState.get().unreachable;
    takeWorkerMessage({ type: 'api-answer', fromCache: true, networkFailed: true });
    const saved = await baseQuery({ method: 'GET', url: '/api/saved' }, fakeApi(), {});
    expect(unreachable()).toBe(true);
    expect(saved.meta).toMatchObject({ fromCache: true });
    await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi(), {});
    expect(unreachable()).toBe(false);
    takeWorkerMessage({ type: 'api-answer', fromCache: true, networkFailed: true });
    await baseQuery({ method: 'GET', url: '/api/tagged', headers: { 'If-None-Match': '"v1"' } }, fakeApi(), {});
    expect(unreachable()).toBe(false);
    takeWorkerMessage({ type: 'api-answer', fromCache: true, networkFailed: true });
    await baseQuery({ method: 'POST', url: '/api/echo', body: {} }, fakeApi(), {});
    expect(unreachable()).toBe(false);
  });

  it('always sends Time-Zone, and x-auth-token only when a token is stored', async () => {
    await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi(), {});
    expect(lastRequest().headers['time-zone']).toBe('Asia/Kolkata');
    expect(lastRequest().headers[AUTH_HEADER]).toBeUndefined();

    await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi('abc'), {});
    expect(lastRequest().headers[AUTH_HEADER]).toBe('abc');
    expect(lastRequest().headers['time-zone']).toBe('Asia/Kolkata');
  });

  it('asks the browser never to answer from its HTTP cache, on every method', async () => {
    await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi('abc'), {});
    expect(lastRequest().headers['cache-control']).toBe('no-cache');
    await baseQuery({ method: 'POST', url: '/api/echo', body: { a: 1 } }, fakeApi('abc'), {});
    expect(lastRequest().headers['cache-control']).toBe('no-cache');
  });

  it('sends no call that needs a token once the session is over', async () => {
    const before = server.requests.length;
    const result = await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi(), { call: contract.batchList });
    expect(result.error?.status).toBe('SIGNED_OUT');
    expect(server.requests.length).toBe(before);
    await baseQuery({ method: 'POST', url: '/api/echo' }, fakeApi(), { call: contract.loginAssessor });
    expect(server.requests.length).toBe(before + 1);
  });

  it('falls back to the token in localStorage', async () => {
    localStorage.setItem('token', 'stored');
    await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi(), {});
    expect(lastRequest().headers[AUTH_HEADER]).toBe('stored');
  });

  it('sends query and JSON body, and returns details', async () => {
    const result = await baseQuery(
      { method: 'POST', url: '/api/echo', query: { page: 2 }, body: { a: 1 } },
      fakeApi(),
      {},
    );
    expect(result).toEqual({ data: { echo: true }, meta: { status: 200 } });
    expect(lastRequest().url).toBe('/api/echo?page=2');
    expect(JSON.parse(lastRequest().body)).toEqual({ a: 1 });
  });

  it('lets multipart bodies carry their own boundary', async () => {
    const form = new FormData();
    form.append('QAverificationTimeStampId', 'x1');
    await baseQuery({ method: 'POST', url: '/api/upload', body: form }, fakeApi(), {});
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest().body).toContain('QAverificationTimeStampId');
  });

  it('reports the ETag, sends extra headers, and answers a conditional 304 as data null with status 304', async () => {
    const first = await baseQuery({ method: 'GET', url: '/api/tagged' }, fakeApi(), {});
    expect(first).toEqual({ data: { n: 1 }, meta: { status: 200, etag: '"v1"' } });
    const again = await baseQuery(
      { method: 'GET', url: '/api/tagged', headers: { 'If-None-Match': '"v1"' } },
      fakeApi('t'),
      {},
    );
    expect(lastRequest().headers['if-none-match']).toBe('"v1"');
    expect(lastRequest().headers[AUTH_HEADER]).toBe('t');
    expect(again).toEqual({ data: null, meta: { status: 304, etag: '"v1"' } });
  });

  it("sends a GET's query in the caller's order, without empty values, as axios writes it", async () => {
    await baseQuery(
      { method: 'GET', url: '/api/echo', query: { page: 2, limit: 10, search: undefined, tabStatus: true, x: null } },
      fakeApi(),
      {},
    );
    expect(lastRequest().url).toBe('/api/echo?page=2&limit=10&tabStatus=true');
    expect(lastRequest().method).toBe('GET');
  });

  it('reports a GET cancelled by its caller as ABORTED, with nothing sent', async () => {
    const before = server.requests.length;
    const controller = new AbortController();
    controller.abort();
    const result = await baseQuery(
      { method: 'GET', url: '/api/echo' },
      { ...fakeApi(), signal: controller.signal },
      {},
    );
    expect(result).toEqual({ error: { status: 'ABORTED', message: 'Aborted' } });
    expect(server.requests.length).toBe(before);
  });

  it('reports a body without statusCode as an error', async () => {
    const result = await baseQuery({ method: 'GET', url: '/api/no-status' }, fakeApi(), {});
    expect(result).toMatchObject({ error: { status: 'INVALID_RESPONSE' } });
  });

  it('reports success:false as an error with status and message', async () => {
    const result = await baseQuery({ method: 'POST', url: '/api/fails' }, fakeApi(), {});
    expect(result).toEqual({
      error: { status: 400, message: 'Invalid credentials.', error: { field: 'email' } },
      meta: { status: 400 },
    });
  });

  it('reads the HTTP-200 empty-list quirk as the call’s emptyDetails', async () => {
    const result = await baseQuery({ method: 'GET', url: '/api/list' }, fakeApi('tok'), { call: emptyListCall });
    expect(result).toEqual({ data: [], meta: { status: 200 } });
  });

  it('reports a network failure as data, not as a thrown error', async () => {
    setRuntimeConfig({ apiHost: await closedPortUrl() });
    try {
      const result = await baseQuery({ method: 'GET', url: '/api/echo' }, fakeApi(), {});
      expect(result).toEqual({ error: { status: 'NETWORK', message: 'Network Error' } });
    } finally {
      setRuntimeConfig({ apiHost: server.url });
    }
  });
});
