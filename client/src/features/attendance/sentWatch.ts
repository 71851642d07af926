import type { Outbox } from '../../outbox/outbox.ts';
import { queuedClocksOf } from './queuedClocks.ts';
import { markSent } from './takenTimes.ts';

const watched = new WeakSet<Outbox>();

/**
 * Notes, in what the phone keeps of the day, each clock-in or clock-out the server took: its entry left the outbox
 * at the end of an attempt. Until the server's list shows the record (it is read again after the send, and may
 * come back from a cache kept before it), the screens show the day as done instead of "Not clocked in". An entry
 * that leaves because its assessor's session ended (the outbox shows only the signed-in assessor's) is not one.
 * Once per outbox; later calls do nothing.
 */
export function watchClockSends(outbox: Outbox, signedIn: () => string | null, now: () => number = Date.now): void {
  if (watched.has(outbox)) return;
  watched.add(outbox);
  let before = outbox.snapshot();
  outbox.subscribe(() => {
    const after = outbox.snapshot();
    const left = before.filter((entry) => entry.sending && !after.some((kept) => kept.id === entry.id));
    before = after;
    for (const entry of left) {
      const [clock] = queuedClocksOf([entry]);
      if (!clock || entry.owner !== signedIn()) continue;
      const where = { owner: entry.owner, batchRef: clock.batchRef, day: clock.day };
      markSent(where, clock.action, now()).catch(() => {
        // Storage refused: the screens wait for the server's list instead.
      });
    }
  });
}
