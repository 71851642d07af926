import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLock } from '../lib/locks.ts';
import { entryStore, type EntryStore } from './entryStore.ts';
import { Outbox, type OutboxDeps, type Transport } from './outbox.ts';
import { draft, manualTransport, ok, settle } from './outboxTesting.ts';
import type { OutboxEntry } from './types.ts';

// Two senders over one store (two pages, or a page and the service worker): each entry goes once.

const clock = 1_000_000;
let made: Outbox[] = [];

function outbox(transport: Transport, store: EntryStore, deps: Partial<OutboxDeps> = {}) {
  let ids = 0;
  const box = new Outbox({ ...deps, store, transport, now: () => clock, newId: () => `id-${++ids}` });
  box.setOwner('assessor-1');
  made.push(box);
  return box;
}

const newStore = () => entryStore(`senders-test-${Math.random()}`);

afterEach(() => {
  for (const box of made) box.setOwner(null);
  made = [];
});

describe('two senders', () => {
  it('wait for an entry the other holds, then read it again: one it sent is dropped, not sent twice', async () => {
    const store = newStore();
    const lock = memoryLock();
    const { sent, transport } = manualTransport();
    const page = outbox(transport, store, { lock });
    await page.add(draft('a'));
    await settle();
    expect(sent).toHaveLength(1);
    // A second page of the same phone (or the worker) finds the entry held and waits for it.
    const other = manualTransport();
    const second = outbox(other.transport, store, { lock });
    second.wake();
    await settle();
    expect(second.snapshot()).toMatchObject([{ label: 'a', sending: true }]);
    sent[0]!.answer(ok);
    await settle();
    await settle();
    expect(other.sent).toEqual([]);
    expect(second.snapshot()).toEqual([]);
  });

  it('refresh() shows what the other did: a sent entry leaves, a refused one shows its reason', async () => {
    const store = newStore();
    const { sent, transport } = manualTransport();
    const box = outbox(transport, store);
    const stored = (label: string, seq: number): OutboxEntry => ({
      ...draft(label),
      id: label,
      seq,
      owner: 'assessor-1',
      createdAt: 0,
      state: 'waiting',
      attempts: 1,
      nextAt: clock + 60_000,
      done: 0,
    });
    await store.put(stored('x', 1));
    await store.put(stored('y', 2));
    await box.refresh();
    expect(box.snapshot().map((entry) => entry.id)).toEqual(['x', 'y']);
    await store.remove('x');
    await store.put({ ...stored('y', 2), state: 'failed', error: { status: 422, message: 'Too large' } });
    await box.refresh();
    expect(box.snapshot()).toMatchObject([{ id: 'y', state: 'failed', error: { message: 'Too large' } }]);
    expect(sent).toEqual([]);
  });
});
