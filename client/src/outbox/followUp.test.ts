import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxDeps } from './outbox.ts';
import { draft, manualTransport, ok, outboxesPerTest, settle } from './outboxTesting.ts';

const outboxes = outboxesPerTest('follow-up-test');

function outbox(deps: Partial<OutboxDeps>) {
  const { sent, transport } = manualTransport();
  return { box: outboxes.outbox({ transport, ...deps }), sent };
}
const store = () => outboxes.store();

describe('what follows an entry the server took', () => {
  it('is recorded while the entry is still stored: a page closed before the record ends sends it again', async () => {
    const storedWhenRecorded: boolean[] = [];
    let record: () => void = () => undefined;
    const { box, sent } = outbox({
      onTaken: async (entry) => {
        storedWhenRecorded.push((await store().get(entry.id)) !== undefined);
        await new Promise<void>((resolve) => (record = resolve));
      },
    });
    await box.add(draft('a'));
    await settle();
    sent[0]!.answer(ok);
    await settle();
    expect(storedWhenRecorded).toEqual([true]);
    // The page closes here: the entry is still stored, so the next start sends it again (under the same key).
    expect(await store().all()).toHaveLength(1);
    record();
    await settle();
    expect(await store().all()).toHaveLength(0);
    expect(box.snapshot()).toHaveLength(0);
  });

  it('is recorded before the screens hear that the entry left, so they read what the record kept', async () => {
    let recorded = false;
    const seenWhenGone: boolean[] = [];
    const { box, sent } = outbox({
      onTaken: async () => {
        recorded = true;
      },
    });
    box.subscribe(() => {
      if (box.snapshot().length === 0) seenWhenGone.push(recorded);
    });
    await box.add(draft('a'));
    await settle();
    seenWhenGone.length = 0;
    sent[0]!.answer(ok);
    await settle();
    expect(seenWhenGone).toEqual([true]);
  });

  it('a record that fails still lets the entry leave, once, with its cache refresh', async () => {
    const refreshed: string[] = [];
    const { box, sent } = outbox({
      onTaken: () => Promise.reject(new Error('QuotaExceededError')),
      onSent: (entry) => refreshed.push(entry.label),
    });
    await box.add(draft('a'));
    await settle();
    sent[0]!.answer(ok);
    await settle();
    expect(sent).toHaveLength(1);
    expect(refreshed).toEqual(['a']);
    expect(await store().all()).toHaveLength(0);
  });
});
