import { indiaIsoDay } from '@assessor/contract';
import { useMemo } from 'react';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { useMyAttendance } from './myAttendance.ts';
import { queuedClocksOf } from './queuedClocks.ts';
import { recordsOf } from './records.ts';
import { shownRecords } from './shownRecords.ts';
import { sentClocksOf, useTakenDays } from './takenTimes.ts';

/**
 * The assessor's attendance as every screen shows it: the server's list (of one batch or all) with the clock-ins and
 * clock-outs waiting in the outbox laid over it, and today's ones the server took before its list shows them.
 * `list` is the query itself (loading, error, refetch); `taken` what the phone keeps of each day (undefined until
 * read).
 */
export function useShownAttendance(batchId?: string, skip = false) {
  const list = useMyAttendance(batchId, skip);
  const entries = useOutboxEntries();
  const taken = useTakenDays();
  const today = indiaIsoDay();
  const queued = useMemo(
    () => queuedClocksOf(entries).filter((clock) => !batchId || clock.batchRef === batchId),
    [entries, batchId],
  );
  const sent = useMemo(
    () => sentClocksOf(taken, today).filter((clock) => !batchId || clock.batchRef === batchId),
    [taken, today, batchId],
  );
  const records = useMemo(() => shownRecords(recordsOf(list.data), queued, sent), [list.data, queued, sent]);
  return { list, queued, records, taken };
}
