import { useMemo } from 'react';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { useMyAttendance } from './myAttendance.ts';
import { queuedClocksOf } from './queuedClocks.ts';
import { recordsOf } from './records.ts';
import { shownRecords } from './shownRecords.ts';

/**
 * The assessor's attendance as every screen shows it: the server's list (of one batch or all) with the clock-ins and
 * clock-outs waiting in the outbox laid over it. `list` is the query itself (loading, error, refetch).
 */
export function useShownAttendance(batchId?: string, skip = false) {
  const list = useMyAttendance(batchId, skip);
  const entries = useOutboxEntries();
  const queued = useMemo(
    () => queuedClocksOf(entries).filter((clock) => !batchId || clock.batchRef === batchId),
    [entries, batchId],
  );
  const records = useMemo(() => shownRecords(recordsOf(list.data), queued), [list.data, queued]);
  return { list, queued, records };
}
