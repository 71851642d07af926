import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../api/types.ts';
import { entryStore, type EntryStore } from './entryStore.ts';
import { Outbox, type OutboxDeps, type Transport } from './outbox.ts';
import { draft, error, manualTransport, ok, settle } from './outboxTesting.ts';

let dbName: string;
let store: EntryStore;
let clock: number;
let ids: number;
let made: Outbox[];

function outbox(transport: Transport, entryStore = store, deps: Partial<OutboxDeps> = {}) {
  const box = new Outbox({
    ...deps,
    store: entryStore,
    transport,
    now: () => clock,
    random: () => 0.5,
    newId: () => `id-${++ids}`,
  });
  box.setOwner('assessor-1');
  made.push(box);
  return box;
}

beforeEach(() => {
  dbName = `outbox-test-${Math.random()}`;
  store = entryStore(dbName);
  clock = 1_000_000;
  ids = 0;
  made = [];
});
afterEach(() => {
  for (const box of made) box.setOwner(null);
});

describe('Outbox', () => {
  it('woken as it starts, before its stored entries were read, sends an entry that was waiting out a backoff', async () => {
    const first = manualTransport();
    const box = outbox(first.transport);
    await box.add(draft('a'));
    await settle();
    // Offline a while: the entry waits minutes before its next attempt.
    first.sent[0]!.answer(error('NETWORK'));
    await settle();
    box.setOwner(null);
    expect(box.snapshot().length === 0 || box.snapshot()[0]!.nextAt > clock).toBe(true);

    // A reload with signal: a new outbox over the same store, woken at once by the signed-in layout.
    const again = manualTransport();
    const reloaded = outbox(again.transport);
    reloaded.wake();
    await settle();
    expect(again.sent.map((sent) => sent.key)).toEqual(['id-1']);
  });

  it('keeps the same view, and tells nobody, while nothing in it changed; a change makes a new one', async () => {
    const { transport } = manualTransport();
    const box = outbox(transport);
    await box.ready;
    const empty = box.snapshot();
    let told = 0;
    box.subscribe(() => {
      told++;
    });
    box.setOwner('assessor-2');
    box.setOwner('assessor-1');
    box.wake();
    expect(box.snapshot()).toBe(empty);
    expect(told).toBe(0);

    await box.add(draft('a'));
    const one = box.snapshot();
    expect(one).not.toBe(empty);
    expect(one.map((entry) => entry.label)).toEqual(['a']);
    expect(told).toBeGreaterThan(0);
  });

  it('sends one entry at a time per batch, in the order added, batches side by side', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    await box.add(draft('b'));
    await box.add(draft('c', 'batch:2'));
    await settle();
    expect(sent.map((s) => s.call.files?.[0]?.name)).toEqual(['a.jpg', 'c.jpg']);
    sent[0]!.answer(ok);
    await settle();
    expect(sent.map((s) => s.call.files?.[0]?.name)).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    sent[1]!.answer(ok);
    sent[2]!.answer(ok);
    await settle();
    expect(box.snapshot()).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps the entry in IndexedDB before the first attempt, with its file', async () => {
    const { transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    const [stored] = await store.all();
    expect(stored).toMatchObject({ label: 'a', state: 'waiting', owner: 'assessor-1' });
    expect(stored!.files![0]!.blob.size).toBe(1);
  });

  it('retries with backoff after a network failure, and at once when the network is back', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    await settle();
    sent[0]!.answer(error('NETWORK', 'Network Error'));
    await settle();
    expect(box.snapshot()[0]).toMatchObject({
      state: 'waiting',
      attempts: 1,
      nextAt: clock + 2000,
      error: { status: 'NETWORK' },
    });
    clock += 1999;
    await box.pump();
    expect(sent).toHaveLength(1);
    clock += 1;
    await box.pump();
    expect(sent).toHaveLength(2);
    sent[1]!.answer(error(503));
    await settle();
    expect(box.snapshot()[0]).toMatchObject({ attempts: 2, nextAt: clock + 4000 });
    box.wake();
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('stops on a 4xx with the server message and does not hold back the rest of the batch', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    await box.add(draft('b'));
    await settle();
    sent[0]!.answer(error(400, 'File type not allowed'));
    await settle();
    expect(box.snapshot()[0]).toMatchObject({
      label: 'a',
      state: 'failed',
      error: { status: 400, message: 'File type not allowed' },
    });
    expect(sent.map((s) => s.call.files?.[0]?.name)).toEqual(['a.jpg', 'b.jpg']);
    sent[1]!.answer(ok);
    clock += 10 * 60 * 1000;
    box.wake();
    await settle();
    expect(sent).toHaveLength(2);
    expect((await store.all()).map((entry) => entry.state)).toEqual(['failed']);
    await box.retry('id-1');
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('a retry with a change sends the changed fields, keeps the rest and the files, and stores the change', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a', 'batch:1', { fields: { batch_id: 'b1', latitude: '28.700000', longitude: '77.100000' } }));
    await settle();
    sent[0]!.answer(error(400, 'You are 12.0 km from the exam centre'));
    await settle();
    await box.retry('id-1', { fields: { latitude: '28.600000', longitude: '77.200000' } });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.call.fields).toEqual({ batch_id: 'b1', latitude: '28.600000', longitude: '77.200000' });
    expect(sent[1]!.call.files?.[0]?.name).toBe('a.jpg');
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect((await store.all())[0]).toMatchObject({ fields: { latitude: '28.600000' }, state: 'waiting' });
  });

  it("keeps an entry's local facts on the phone: stored, merged by a retry with a change, never sent", async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a', 'batch:1', { fields: { batch_id: 'b1' }, local: { takenAt: 100, batchId: 'BT1' } }));
    await settle();
    expect(sent[0]!.call.fields).toEqual({ batch_id: 'b1' });
    sent[0]!.answer(error(400, 'You are 12.0 km from the exam centre'));
    await settle();
    await box.retry('id-1', { fields: { latitude: '28.600000' }, local: { takenAt: 200 } });
    await settle();
    expect(sent[1]!.call.fields).toEqual({ batch_id: 'b1', latitude: '28.600000' });
    expect(JSON.stringify(sent[1]!.call.fields)).not.toContain('takenAt');
    expect((await store.all())[0]!.local).toEqual({ takenAt: 200, batchId: 'BT1' });
  });

  it('survives a new store instance (a reload) and sends the stored file then', async () => {
    const offline = manualTransport();
    const first = outbox(offline.transport);
    await first.add(draft('a'));
    await settle();
    first.setOwner(null);
    const online = manualTransport();
    const second = outbox(online.transport, entryStore(dbName));
    await second.ready;
    await settle();
    expect(second.snapshot().map((entry) => entry.label)).toEqual(['a']);
    expect(online.sent).toHaveLength(1);
    expect(await online.sent[0]!.call.files![0]!.blob.text()).toBe('a');
    online.sent[0]!.answer(ok);
    await settle();
    expect(await entryStore(dbName).all()).toEqual([]);
  });

  it('cancel stops the entry for a retry or a discard; a 401 waits for the next session', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    await box.add(draft('b', 'batch:2'));
    await settle();
    box.cancel('id-1');
    await settle();
    expect(box.snapshot()[0]).toMatchObject({ state: 'failed', error: { status: 'ABORTED' } });
    sent[1]!.answer(error(401));
    await settle();
    box.wake();
    await settle();
    expect(sent).toHaveLength(2);
    box.setOwner('assessor-1');
    await settle();
    expect(sent).toHaveLength(3);
    await box.discard('id-1');
    expect((await store.all()).map((entry) => entry.label)).toEqual(['b']);
  });

  it.each([401, 410])(
    "a %i ends the session, keeps the entry, and sends it once in its owner's next session, not another's",
    async (status) => {
      const { sent, transport } = manualTransport();
      const refused: ApiError[] = [];
      const box = outbox(transport, store, { onSessionRefused: (failure) => refused.push(failure) });
      await box.add(draft('a'));
      await settle();
      sent[0]!.answer(error(status, 'This token has been expired'));
      await settle();
      expect(refused).toEqual([{ status, message: 'This token has been expired' }]);
      // Not the entry's failure: it shows no error and waits, stored.
      expect(box.snapshot()).toMatchObject([{ label: 'a', state: 'waiting', sending: false }]);
      expect(box.snapshot()[0]!.error).toBeUndefined();
      expect((await store.all()).map((entry) => entry.label)).toEqual(['a']);
      // The app logs out, another assessor logs in on the same phone: nothing of the first goes.
      box.setOwner(null);
      box.setOwner('assessor-2');
      box.wake();
      await settle();
      expect(sent).toHaveLength(1);
      box.setOwner(null);
      box.setOwner('assessor-1');
      await settle();
      expect(sent).toHaveLength(2);
      expect(sent[1]!.key).toBe(sent[0]!.key);
      sent[1]!.answer(ok);
      await settle();
      expect(await store.all()).toEqual([]);
      expect(refused).toHaveLength(1);
    },
  );

  it('a call not sent for want of a token (the session already ended) ends nothing itself', async () => {
    const { sent, transport } = manualTransport();
    const refused: ApiError[] = [];
    const box = outbox(transport, store, { onSessionRefused: (failure) => refused.push(failure) });
    await box.add(draft('a'));
    await settle();
    sent[0]!.answer(error('SIGNED_OUT'));
    await settle();
    expect(refused).toEqual([]);
    expect(box.snapshot()).toMatchObject([{ state: 'waiting' }]);
  });

  it("neither sends nor shows another assessor's entries", async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a'));
    await settle();
    box.setOwner('assessor-2');
    await settle();
    expect(box.snapshot()).toEqual([]);
    expect(sent).toHaveLength(1);
    box.setOwner('assessor-1');
    await settle();
    expect(box.snapshot()).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });
});
