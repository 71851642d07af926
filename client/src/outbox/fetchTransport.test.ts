import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport } from './fetchTransport.ts';

const signal = () => new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('fetchTransport (the service worker’s sender)', () => {
  it('sends the page’s request: API host, token, common headers, Idempotency-Key, text fields before files', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ statusCode: 200, success: true, details: { done: true } }),
    );
    vi.stubGlobal('fetch', fetch);
    const send = fetchTransport('https://api.example/v1', 'token-1', 'https://app.example');
    const progress = vi.fn();
    const answer = await send(
      {
        call: 'uploadGroupFile',
        fields: { QAverificationTimeStampId: 'day' },
        files: [{ field: 'groupPhoto', name: 'a.jpg', blob: new Blob(['x']) }],
      },
      'key-1',
      signal(),
      progress,
    );
    expect(answer).toEqual({ data: { done: true } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^https:\/\/api\.example\/v1\/api\//);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'x-auth-token': 'token-1',
      'Idempotency-Key': 'key-1',
      'Time-Zone': 'Asia/Kolkata',
      'Cache-Control': 'no-cache',
    });
    expect([...(init.body as FormData).keys()]).toEqual(['QAverificationTimeStampId', 'groupPhoto']);
    expect(progress).toHaveBeenCalledWith(1);
  });

  it('reads a refusal’s message from the envelope; a GET carries no key; a lost connection is NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ statusCode: 422, success: false, message: 'Too large' }, { status: 422 })),
    );
    const send = fetchTransport('', 'token-1', 'https://app.example');
    expect(await send({ call: 'getGroupFile', args: { params: { id: 'day' } } }, 'key-1', signal())).toEqual({
      error: { status: 422, message: 'Too large', error: undefined },
    });
    const init = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]![1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Idempotency-Key');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await send({ call: 'getGroupFile', args: { params: { id: 'day' } } }, undefined, signal())).toEqual({
      error: { status: 'NETWORK', message: 'Network Error' },
    });
  });
});
