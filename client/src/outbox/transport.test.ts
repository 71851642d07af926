import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { networkAnswered, workerState } from '../pwa/serviceWorker.ts';
import { closedPortUrl } from '../test/testServer.ts';
import { baseQueryTransport } from './transport.ts';

afterEach(() => networkAnswered());

describe('baseQueryTransport', () => {
  it("an entry's request that could not go out tells the banner, as a screen's read does", async () => {
    setRuntimeConfig({ apiHost: await closedPortUrl() });
    const send = baseQueryTransport(() => ({ auth: { token: 'test-token' } }));
    expect(workerState.get().unreachable).toBe(false);
    const answer = await send(
      { call: 'raiseIssue', fields: { batch_id: 'b1', category: 'power', description: 'No power since 10 AM.' } },
      'key-0123456789abcdef',
      new AbortController().signal,
    );
    expect(answer).toMatchObject({ error: { status: 'NETWORK' } });
    expect(workerState.get().unreachable).toBe(true);
  });
});
