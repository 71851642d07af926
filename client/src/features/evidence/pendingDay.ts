import { isoDay } from '@assessor/contract';
import { clockScope } from '../../lib/clockScope.ts';
import type { AwaitedId } from '../../outbox/types.ts';

/**
 * Evidence for a day whose record is not on the server yet: today's clock-in, which makes it, waits in the outbox.
 * The slots work on a stand-in id; each upload waits behind that clock-in and then asks for the record's `_id`.
 */

/** The stand-in for the day record a queued clock-in makes ('DD-MM-YYYY' date). */
export const pendingDayId = (batchId: string, date: string) => `pending-${batchId}-${date}`;

/** The clock-in of that batch day, as the outbox scopes it; undefined when the date does not read. */
export function clockInScopeOf(batchId: string, date: string): string | undefined {
  const iso = isoDay(date);
  return iso === undefined ? undefined : clockScope(batchId, iso, 'clockIn');
}

/** How an upload on the stand-in learns the record's id: after the clock-in, from getTimeStampId. */
export function awaitedDay(batchId: string, assesorId: string, date: string): AwaitedId {
  const after = clockInScopeOf(batchId, date);
  return {
    placeholder: pendingDayId(batchId, date),
    call: 'getTimeStampId',
    args: { query: { batchId, assesorId, date } },
    field: '_id',
    ...(after ? { after } : {}),
  };
}
