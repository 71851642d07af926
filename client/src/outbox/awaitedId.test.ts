import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaced } from './awaitedId.ts';
import { entryStore, type EntryStore } from './entryStore.ts';
import { Outbox } from './outbox.ts';
import { draft, error, manualTransport, ok, settle } from './outboxTesting.ts';
import type { OutboxDraft } from './types.ts';

const PENDING = 'pending-B1-29-11-2026';

/** A clock-in entry (the day record's maker) and an evidence upload for the day it makes. */
const clockIn = (): OutboxDraft => ({
  ...draft('selfie', 'attendance:B1'),
  call: 'clockIn',
  scope: 'attendance/B1/2026-11-29/clockIn',
});
const evidence = (label: string): OutboxDraft => ({
  ...draft(label, 'batch:B1'),
  scope: `evidence/${PENDING}/groupPhoto`,
  fields: { QAverificationTimeStampId: PENDING },
  check: { call: 'getGroupFile', args: { params: { id: PENDING } }, has: { fileName: `${label}.jpg` } },
  awaits: {
    placeholder: PENDING,
    call: 'getTimeStampId',
    args: { query: { batchId: 'B1', date: '29-11-2026' } },
    field: '_id',
    after: 'attendance/B1/2026-11-29/',
  },
});

let store: EntryStore;
let made: Outbox[];
let ids: number;
beforeEach(() => {
  store = entryStore(`awaited-${Math.random()}`);
  made = [];
  ids = 0;
});
afterEach(() => made.forEach((box) => box.setOwner(null)));

function outbox(transport: ReturnType<typeof manualTransport>['transport']) {
  const box = new Outbox({ store, transport, random: () => 0.5, newId: () => `id-${++ids}` });
  box.setOwner('assessor-1');
  made.push(box);
  return box;
}

describe('an entry that waits for an id another entry makes', () => {
  it('is sent after the queued clock-in, with the day record id the lookup found in place of the placeholder', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(clockIn());
    await box.add(evidence('group'));
    await settle();
    // Only the clock-in goes: the upload waits for it, though its batch key differs.
    expect(sent.map((one) => one.call.call)).toEqual(['clockIn']);

    sent[0]!.answer(ok);
    await settle();
    expect(sent[1]!.call).toEqual({ call: 'getTimeStampId', args: { query: { batchId: 'B1', date: '29-11-2026' } } });
    expect(sent[1]!.key).toBeUndefined();
    sent[1]!.answer({ data: { _id: 'day-7', slotTimes: {} } });
    await settle();

    expect(sent[2]!.call.fields).toEqual({ QAverificationTimeStampId: 'day-7' });
    expect(sent[2]!.key).toBe('id-2');
    const [waiting] = box.snapshot();
    expect(waiting).toMatchObject({ scope: 'evidence/day-7/groupPhoto', check: { args: { params: { id: 'day-7' } } } });
    expect(waiting!.awaits).toBeUndefined();
    expect(waiting!.files?.[0]?.blob.size).toBeGreaterThan(0);
  });

  it('waits with its reason while the record is not on the server, and asks again on its next attempt', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(evidence('group'));
    await settle();
    sent[0]!.answer({ data: { slotTimes: {} } });
    await settle();
    expect(box.snapshot()[0]).toMatchObject({ state: 'waiting', error: { status: 'AWAITING' }, attempts: 1 });
    expect(sent).toHaveLength(1);

    box.wake();
    await settle();
    expect(sent[1]!.call.call).toBe('getTimeStampId');
    sent[1]!.answer({ data: { _id: 'day-7' } });
    await settle();
    sent[2]!.answer(ok);
    await settle();
    expect(box.snapshot()).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps the id it learnt once stored: a reload after a failed upload does not ask for it again', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(evidence('group'));
    await settle();
    sent[0]!.answer({ data: { _id: 'day-7' } });
    await settle();
    sent[1]!.answer(error(503));
    await settle();
    box.setOwner(null);

    const again = manualTransport();
    const reloaded = outbox(again.transport);
    reloaded.wake();
    await settle();
    expect(again.sent.map((one) => one.call.call)).toEqual(['uploadGroupFile']);
    expect(again.sent[0]!.call.fields).toEqual({ QAverificationTimeStampId: 'day-7' });
  });

  it('is not held back by a stopped clock-in: the lookup tells whether the record exists', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(clockIn());
    await settle();
    sent[0]!.answer(error(400, 'Photo not clear'));
    await settle();
    await box.add(evidence('group'));
    await settle();
    expect(sent[1]!.call.call).toBe('getTimeStampId');
  });
});

describe('replaced', () => {
  it('replaces inside strings of plain objects and arrays, and keeps anything else as it is', () => {
    const blob = new Blob(['x']);
    const out = replaced({ a: 'x-P-y', b: ['P', 3, { c: 'P' }], d: blob, e: true }, 'P', 'id');
    expect(out).toEqual({ a: 'x-id-y', b: ['id', 3, { c: 'id' }], d: blob, e: true });
    expect(out.d).toBe(blob);
  });
});
