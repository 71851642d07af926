import type { OutboxEntry } from '../../outbox/types.ts';
import { queuedClocksOf } from './queuedClocks.ts';
import { markSent } from './takenTimes.ts';

/**
 * After the server took an outbox entry (the app's follow-up, whichever screen is open): a clock-in or clock-out is
 * noted as sent in what the phone keeps of its day. Until the server's list shows the record (it is read again
 * after the send, and may come back from a cache kept before it), the screens show the day as done instead of
 * offering Clock in again.
 */
export function rememberSentClock(entry: OutboxEntry, now: () => number = Date.now): Promise<void> {
  const [clock] = queuedClocksOf([entry]);
  if (!clock) return Promise.resolve();
  return markSent({ owner: entry.owner, batchRef: clock.batchRef, day: clock.day }, clock.action, now()).catch(() => {
    // Storage refused: the screens wait for the server's list instead.
  });
}
