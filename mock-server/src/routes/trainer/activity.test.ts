import { describe, expect, it } from 'vitest';
import { AUTH_HEADER, TRAINER_PASSCODE_HEADER } from '@assessor/contract';
import { DEMO_ASSESSOR } from '../../seed/index.ts';
import { TEST_TRAINER_PASSCODE, eachTestApp, login, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let base: string;
eachTestApp(async (fresh) => {
  t = fresh;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

/** Reads server-sent events until `count` `call` events have come. */
async function events(response: Response, count: number): Promise<Record<string, unknown>[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const found: Record<string, unknown>[] = [];
  let text = '';
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    const blocks = text.split('\n\n');
    text = blocks.pop()!;
    for (const block of blocks) {
      const data = /^event: call\ndata: (.*)$/m.exec(block);
      if (data) found.push(JSON.parse(data[1]!) as Record<string, unknown>);
    }
  }
  await reader.cancel();
  return found;
}

describe('GET /__mock/activity', () => {
  it('streams earlier and new API calls as server-sent events with method, path, status, time and who', async () => {
    const token = await login(t.app);
    const feed = await fetch(`${base}/__mock/activity`, {
      headers: { [TRAINER_PASSCODE_HEADER]: TEST_TRAINER_PASSCODE },
    });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/event-stream');
    const reading = events(feed, 2);
    await fetch(`${base}/api/batch-req-list`, { headers: { [AUTH_HEADER]: token } });
    const [earlier, now] = await reading;
    expect(earlier).toMatchObject({
      method: 'POST',
      path: '/api/login-assesor',
      status: 200,
      email: DEMO_ASSESSOR.email,
    });
    expect(now).toMatchObject({ method: 'GET', path: '/api/batch-req-list', status: 200, email: DEMO_ASSESSOR.email });
    expect(typeof now!.at).toBe('number');
    expect(typeof now!.ms).toBe('number');
  });

  it('an open feed does not hold up closing the mock', async () => {
    const feed = await fetch(`${base}/__mock/activity`, {
      headers: { [TRAINER_PASSCODE_HEADER]: TEST_TRAINER_PASSCODE },
    });
    expect(feed.status).toBe(200);
    const closed = t.app.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000));
    expect(await Promise.race([closed, late])).toBe('closed');
    await feed.body?.cancel().catch(() => undefined);
  });

  it('needs the passcode', async () => {
    expect((await fetch(`${base}/__mock/activity`)).status).toBe(401);
  });
});
