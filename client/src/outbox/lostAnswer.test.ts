import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Transport } from './outbox.ts';
import { draft, error, loseAnswer, manualTransport, ok, outboxesPerTest, settle } from './outboxTesting.ts';

const outboxes = outboxesPerTest('stopped-sender-test');
const outbox = (transport: Transport) => outboxes.outbox({ transport });
const store = () => outboxes.store();

const check = { call: 'getGroupFile', args: { params: { id: 'day' } }, has: { fileName: 'a.jpg' } };

describe('a sender stopped during a call (the page closed, the worker ended)', () => {
  it('leaves the entry marked as sending, so the next sender asks the check first and does not send it twice', async () => {
    // The first sender's upload goes out and is never answered: the sender is gone, nothing ended the attempt.
    const first = manualTransport();
    await outbox(first.transport).add(draft('a', 'batch:1', { check }));
    await settle();
    expect(first.sent.map((one) => one.call.call)).toEqual(['uploadGroupFile']);
    expect((await store().all())[0]).toMatchObject({ sending: true, done: 0 });

    // The next sender (a reload, or the worker) over the same store: the server holds the file.
    const next = manualTransport();
    outbox(next.transport).wake();
    await settle();
    expect(next.sent.map((one) => one.call.call)).toEqual(['getGroupFile']);
    next.sent[0]!.answer({ data: [{ _id: 'f1', fileName: 'a.jpg' }] });
    await settle();
    expect(next.sent).toHaveLength(1);
    expect(await store().all()).toEqual([]);
  });

  it('sends it again after the check when the server does not hold it', async () => {
    const first = manualTransport();
    await outbox(first.transport).add(draft('a', 'batch:1', { check }));
    await settle();
    const next = manualTransport();
    outbox(next.transport).wake();
    await settle();
    next.sent[0]!.answer({ data: [] });
    await settle();
    expect(next.sent.map((one) => one.call.call)).toEqual(['getGroupFile', 'uploadGroupFile']);
    next.sent[1]!.answer(ok);
    await settle();
    expect(await store().all()).toEqual([]);
  });

  it('a check that fails on the network keeps the doubt: the sender after it checks first too', async () => {
    const first = manualTransport();
    await outbox(first.transport).add(draft('a', 'batch:1', { check }));
    await settle();
    // The next sender's check is lost on the network: nothing was uploaded again.
    const second = manualTransport();
    outbox(second.transport).wake();
    await settle();
    second.sent[0]!.answer({ error: { status: 'NETWORK', message: 'Network Error' } });
    await settle();
    expect(second.sent.map((one) => one.call.call)).toEqual(['getGroupFile']);
    expect((await store().all())[0]).toMatchObject({ uncertain: true });
    const third = manualTransport();
    outbox(third.transport).wake();
    await settle();
    expect(third.sent.map((one) => one.call.call)).toEqual(['getGroupFile']);
  });

  it('an attempt that ended with an answer leaves no mark: the next attempt sends without a check', async () => {
    const { sent, transport } = manualTransport();
    const box = outbox(transport);
    await box.add(draft('a', 'batch:1', { check }));
    await settle();
    sent[0]!.answer({ error: { status: 503, message: 'Service Unavailable' } });
    await settle();
    expect((await store().all())[0]).toMatchObject({ sending: false, uncertain: false });
  });
});

describe('an answer lost on the way back', () => {
  it('sends every attempt of an entry with the same idempotency key, its follow-up calls after it', async () => {
    const { sent, transport } = manualTransport();
    const box = outboxes.outbox({ transport, newId: () => 'id-1' });
    await box.add(
      draft('a', 'batch:1', {
        then: [{ call: 'updateTabStatus', args: { params: { id: 'tab' }, query: { tabStatus: true } } }],
      }),
    );
    await settle();
    await loseAnswer(box, sent[0]!);
    sent[1]!.answer(ok);
    await settle();
    expect(sent.map((s) => [s.call.call, s.key])).toEqual([
      ['uploadGroupFile', 'id-1'],
      ['uploadGroupFile', 'id-1'],
      ['updateTabStatus', 'id-1-1'],
    ]);
    // The follow-up failing does not send the file again.
    sent[2]!.answer(error('NETWORK'));
    await settle();
    box.wake();
    await settle();
    expect(sent[3]!.call.call).toBe('updateTabStatus');
  });

  it("checks the server's list before resending a file whose answer was lost", async () => {
    const { sent, transport } = manualTransport();
    const box = outboxes.outbox({ transport, newId: () => 'id-1' });
    const check = { call: 'getGroupFile', args: { params: { id: 'day' } }, has: { fileName: 'a.jpg' } };
    await box.add(draft('a', 'batch:1', { check }));
    await settle();
    await loseAnswer(box, sent[0]!);
    expect(sent[1]!.call.call).toBe('getGroupFile');
    sent[1]!.answer({ data: [{ _id: 'f1', fileName: 'a.jpg' }] });
    await settle();
    expect(sent).toHaveLength(2);
    expect(box.snapshot()).toEqual([]);
  });
});
