import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Outbox } from '../outbox.ts';
import { error, ok, settle } from '../outboxTesting.ts';
import { sendWhileClosed } from './sendWhileClosed.ts';
import { answeringTransport, phone, storedEntry, uploads } from './workerTesting.ts';

const check = { call: 'getGroupFile', args: { params: { id: 'day' } }, has: { fileName: 'a.jpg' } };

describe('the service worker’s send', () => {
  it('sends the owner’s entries one at a time per batch, in order, batches side by side; logs and notifies', async () => {
    const box = await phone([storedEntry('a'), storedEntry('b'), storedEntry('c', 'assessor-1', 'batch:2')]);
    let inFlight = 0;
    let most = 0;
    const { calls, transport } = answeringTransport(() => ok);
    const counting: typeof transport = async (...args) => {
      most = Math.max(most, ++inFlight);
      try {
        return await transport(...args);
      } finally {
        inFlight -= 1;
      }
    };
    expect(await sendWhileClosed(box.send(counting))).toBe('done');
    expect(uploads(calls).filter((name) => name !== 'c.jpg')).toEqual(['a.jpg', 'b.jpg']);
    expect(uploads(calls)).toHaveLength(3);
    expect(most).toBe(2);
    expect(await box.store.all()).toEqual([]);
    expect(box.notified).toEqual(['Sent while the app was closed: 3 captures, 06:42 PM']);
    expect(box.announced).toBe(4);
    const followedUp: string[] = [];
    expect(await box.log.takeFor('assessor-1', (entry) => followedUp.push(entry.label))).toMatchObject({ count: 3 });
    expect(followedUp.sort()).toEqual(['a', 'b', 'c']);
    expect(await box.log.takeFor('assessor-1', () => undefined)).toBeUndefined();
  });

  it('sends each call with the entry’s id as Idempotency-Key, its follow-up calls with their own', async () => {
    const then = [{ call: 'updateActivityStatus', args: { body: { batchId: 'b1' } } }];
    const box = await phone([storedEntry('a', 'assessor-1', 'batch:1', { then })]);
    const { calls, transport } = answeringTransport(() => ok);
    await sendWhileClosed(box.send(transport));
    expect(calls.map((each) => each.key)).toEqual(['id-a', 'id-a-1']);
  });

  it('after an attempt whose answer was lost, asks the check first and counts a stored file as sent', async () => {
    const box = await phone([storedEntry('a', 'assessor-1', 'batch:1', { check })]);
    let lose = true;
    const { calls, transport } = answeringTransport((call) => {
      if (call.call === 'getGroupFile') return { data: [{ fileName: 'a.jpg' }] };
      if (lose) {
        lose = false;
        return error('NETWORK');
      }
      return ok;
    });
    expect(await sendWhileClosed(box.send(transport))).toBe('again');
    expect((await box.store.all())[0]).toMatchObject({ uncertain: true, attempts: 1 });
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(calls.map((each) => each.call.call)).toEqual(['uploadGroupFile', 'getGroupFile']);
    expect(await box.store.all()).toEqual([]);
  });

  it('keeps the entry for another sync after a network failure or a 5xx, with the same key next time', async () => {
    const box = await phone([storedEntry('a'), storedEntry('b')]);
    const answers = [error('NETWORK'), error(503, 'Busy'), ok, ok];
    const { calls, transport } = answeringTransport(() => answers.shift()!);
    expect(await sendWhileClosed(box.send(transport))).toBe('again');
    expect(await box.store.all()).toHaveLength(2);
    expect(await sendWhileClosed(box.send(transport))).toBe('again');
    expect((await box.store.all())[0]).toMatchObject({ state: 'waiting', attempts: 2, error: { status: 503 } });
    expect(box.notified).toEqual([]);
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(calls.map((each) => each.key)).toEqual(['id-a', 'id-a', 'id-a', 'id-b']);
  });

  it('stops an entry on a 4xx with the server’s message; the rest of its batch goes', async () => {
    const box = await phone([storedEntry('a'), storedEntry('b')]);
    const { calls, transport } = answeringTransport((call) =>
      call.files?.[0]?.name === 'a.jpg' ? error(422, 'File too large') : ok,
    );
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(uploads(calls)).toEqual(['a.jpg', 'b.jpg']);
    expect(await box.store.all()).toMatchObject([
      { id: 'id-a', state: 'failed', error: { message: 'File too large' } },
    ]);
    expect(box.notified).toEqual(['Sent while the app was closed: 1 capture, 06:42 PM']);
  });

  it.each([401, 410])('on %s forgets the session and keeps every entry for the owner’s next one', async (status) => {
    const box = await phone([storedEntry('a'), storedEntry('b', 'assessor-1', 'batch:2')]);
    const { calls, transport } = answeringTransport(() => error(status, 'Session expired'));
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(box.session).toBeUndefined();
    expect((await box.store.all()).map((entry) => [entry.id, entry.state, entry.error])).toEqual([
      ['id-a', 'waiting', undefined],
      ['id-b', 'waiting', undefined],
    ]);
    calls.length = 0;
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(calls).toEqual([]);
  });

  it('sends only the signed-in assessor’s entries, and nothing after a logout', async () => {
    const box = await phone([storedEntry('mine'), storedEntry('theirs', 'assessor-2', 'batch:2')]);
    const { calls, transport } = answeringTransport(() => ok);
    box.session = undefined;
    expect(await sendWhileClosed(box.send(transport))).toBe('done');
    expect(calls).toEqual([]);
    box.session = { id: 'current', owner: 'assessor-1', token: 'token-1', language: 'hi' };
    await sendWhileClosed(box.send(transport));
    expect(uploads(calls)).toEqual(['mine.jpg']);
    expect((await box.store.all()).map((entry) => entry.id)).toEqual(['id-theirs']);
    expect(box.notified).toEqual(['ऐप बंद रहते भेजा गया: 1 एंट्री, 06:42 PM']);
  });

  it('two senders on one store (two syncs, or the worker and a page) send each entry once', async () => {
    const box = await phone([storedEntry('a'), storedEntry('b'), storedEntry('c', 'assessor-1', 'batch:2')]);
    const { calls, transport } = answeringTransport(() => ok);
    const page = new Outbox({ store: box.store, transport, lock: box.lock });
    page.setOwner('assessor-1');
    page.wake();
    const outcomes = await Promise.all([sendWhileClosed(box.send(transport)), sendWhileClosed(box.send(transport))]);
    await settle();
    await settle();
    expect(outcomes).toEqual(['done', 'done']);
    expect(uploads(calls).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(await box.store.all()).toEqual([]);
    // The page shows none of them as waiting once it read the store again.
    await page.refresh();
    expect(page.snapshot()).toEqual([]);
    page.setOwner(null);
  });
});
