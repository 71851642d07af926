import { useEffect } from 'react';
import { rememberSentClock } from '../../features/attendance/sentClocks.ts';
import { settleDraft } from '../../features/marks/draftStore.ts';
import { rememberSentAttendance } from '../../lib/candidatePresence.ts';
import { whenSent } from '../../outbox/runtime.ts';
import type { OutboxEntry } from '../../outbox/types.ts';

/** What follows a save the server took, whichever screen is open (or none of the save's own). */
export async function afterSent(entry: OutboxEntry): Promise<void> {
  // Attendance taken here reads as taken after a reload, even from a list without `isPresent`.
  rememberSentAttendance(entry);
  await Promise.all([
    // A marks draft ends with its save: the lists stop saying "not saved yet".
    entry.draft ? settleDraft(entry.draft.id, entry.draft.values) : undefined,
    // The assessor's own clock-in or clock-out counts as done until the attendance list shows it.
    rememberSentClock(entry),
  ]);
}

/** In the signed-in layout, before the outbox runs (effects run in order): every sent entry is followed up. */
export function useAfterSent(): void {
  useEffect(() => whenSent(afterSent), []);
}
