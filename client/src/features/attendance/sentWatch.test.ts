import { describe, expect, it } from 'vitest';
import type { Outbox } from '../../outbox/outbox.ts';
import type { EntryView } from '../../outbox/types.ts';
import { clockScope } from './clockDraft.ts';
import { watchClockSends } from './sentWatch.ts';
import { keepTaken, takenDays } from './takenTimes.ts';

/** An outbox as far as the watch reads it: a snapshot and its listeners. */
function fakeOutbox() {
  let view: EntryView[] = [];
  const listeners = new Set<() => void>();
  const outbox = {
    snapshot: () => view,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Outbox;
  const show = (next: EntryView[]) => {
    view = next;
    listeners.forEach((listener) => listener());
  };
  return { outbox, show };
}

const entry = (id: string, owner: string, action: 'clockIn' | 'clockOut', sending: boolean) =>
  ({ id, owner, scope: clockScope('b1', '2025-03-10', action), state: 'waiting', createdAt: 1, sending }) as EntryView;

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('clock entries the server took', () => {
  it('marks the kept day when a clock entry leaves the outbox at the end of an attempt', async () => {
    const where = { owner: 'w1', batchRef: 'b1', day: '2025-03-10' };
    await keepTaken(where, 'clockIn', { takenAt: 1, photo: new Blob(['in']), photoName: 'in.jpg' });
    await keepTaken(where, 'clockOut', { takenAt: 2, photo: new Blob(['out']), photoName: 'out.jpg' });
    const { outbox, show } = fakeOutbox();
    watchClockSends(
      outbox,
      () => 'w1',
      () => 99,
    );
    show([entry('e1', 'w1', 'clockIn', false), entry('e2', 'w1', 'clockOut', false)]);
    // The clock-out is discarded without an attempt: not sent. The clock-in goes out and leaves: sent.
    show([entry('e1', 'w1', 'clockIn', true)]);
    show([]);
    await settle();
    const [day] = await takenDays('w1');
    expect(day?.clockIn?.sentAt).toBe(99);
    expect(day?.clockOut?.sentAt).toBeUndefined();
  });

  it('does not count entries that leave the view because their assessor signed out', async () => {
    const where = { owner: 'w2', batchRef: 'b1', day: '2025-03-10' };
    await keepTaken(where, 'clockIn', { takenAt: 1, photo: new Blob(['in']), photoName: 'in.jpg' });
    const { outbox, show } = fakeOutbox();
    let signedIn: string | null = 'w2';
    watchClockSends(outbox, () => signedIn);
    show([entry('e1', 'w2', 'clockIn', true)]);
    signedIn = null;
    show([]);
    await settle();
    expect((await takenDays('w2'))[0]?.clockIn?.sentAt).toBeUndefined();
  });
});
