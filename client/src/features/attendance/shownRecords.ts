import { hms, indiaClockAt } from '@assessor/contract';
import type { ClockAction } from './clockDraft.ts';
import type { QueuedClock } from './queuedClocks.ts';
import type { RecordView } from './records.ts';

/** A record as the screens show it: the server's, with what the phone's queue holds for its day laid over it. */
export interface ShownRecord extends RecordView {
  /** The ends of the day the phone holds and the server does not have yet ("waiting to send"). */
  waiting: ClockAction[];
  /** No server record in the list yet: the day is known only from this phone (it has no details screen). */
  queuedOnly: boolean;
}

/** The id of a day known only from the queue (never a server id: those are ObjectIds). */
export const queuedRecordId = (batchRef: string, day: string) => `queued:${batchRef}:${day}`;

const dayKey = (batchRef: string, day: string) => `${batchRef}|${day}`;

/** A clock of the queue (waiting to send) or one the server took and its list does not show yet. */
interface PhoneClock extends QueuedClock {
  waiting: boolean;
}

/**
 * The phone's queue over the server's records. A waiting clock-in of a day the server has no record of becomes a
 * record of its own (first, as the newest); a waiting clock-out closes its day's record, the server's or the
 * queued one, with the phone's times. A clock-in queued for a day the server already has is its lost answer being
 * checked, and changes nothing. Stopped entries (refused, cancelled) count for nothing: the screens show them from
 * the outbox. `sent` are clocks the server took whose answer the list does not show yet (it is being read again,
 * or the answer read is one kept from before): they count the same, without "waiting to send". Server records are
 * otherwise kept as they are, in their order.
 */
export function shownRecords(
  records: readonly RecordView[],
  queued: readonly QueuedClock[],
  sent: readonly QueuedClock[] = [],
): ShownRecord[] {
  const byDay = new Map<string, { clockIn?: PhoneClock; clockOut?: PhoneClock }>();
  const phoneClocks = [
    ...queued.map((clock) => ({ ...clock, waiting: true })),
    ...sent.map((clock) => ({ ...clock, waiting: false })),
  ];
  for (const clock of phoneClocks) {
    if (clock.stopped) continue;
    const key = dayKey(clock.batchRef, clock.day);
    const day = byDay.get(key) ?? {};
    // The first clock of an action counts (the queue's before the sent): the server refuses a second one.
    day[clock.action] ??= clock;
    byDay.set(key, day);
  }

  const shown: ShownRecord[] = records.map((record) => {
    const clockOut = record.day ? byDay.get(dayKey(record.batchRef, record.day))?.clockOut : undefined;
    const base: ShownRecord = { ...record, waiting: [], queuedOnly: false };
    return clockOut && !record.isClockOut ? closedBy(base, clockOut) : base;
  });

  const fromQueue: ShownRecord[] = [];
  for (const { clockIn, clockOut } of byDay.values()) {
    if (!clockIn || shown.some((record) => record.batchRef === clockIn.batchRef && record.day === clockIn.day))
      continue;
    const opened = queuedRecord(clockIn);
    fromQueue.push(clockOut ? closedBy(opened, clockOut) : opened);
  }
  fromQueue.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return [...fromQueue, ...shown];
}

/** One server record with what the queue holds for its day (a clock-out waiting to send). */
export function shownRecord(
  record: RecordView,
  queued: readonly QueuedClock[],
  sent: readonly QueuedClock[] = [],
): ShownRecord {
  return shownRecords([record], queued, sent).find((shown) => shown.id === record.id)!;
}

/** A day opened by a clock-in that has not reached the server, or whose record the list does not show yet. */
function queuedRecord(clockIn: PhoneClock): ShownRecord {
  return {
    id: queuedRecordId(clockIn.batchRef, clockIn.day),
    batchRef: clockIn.batchRef,
    batchId: clockIn.batchId,
    examCentre: undefined,
    dayRecordId: undefined,
    day: clockIn.day,
    createdAt: clockIn.takenAt,
    clockInTime: indiaClockAt(clockIn.takenAt),
    clockOutTime: undefined,
    isClockOut: false,
    duration: undefined,
    clockInPhoto: undefined,
    clockOutPhoto: undefined,
    location: undefined,
    distance: undefined,
    accuracy: undefined,
    comment: undefined,
    request: undefined,
    requestId: undefined,
    waiting: clockIn.waiting ? ['clockIn'] : [],
    queuedOnly: true,
  };
}

/** The day closed by a clock-out of the phone: its time and the duration since the clock-in, as taken. */
function closedBy(record: ShownRecord, clockOut: PhoneClock): ShownRecord {
  return {
    ...record,
    isClockOut: true,
    clockOutTime: indiaClockAt(clockOut.takenAt),
    duration: record.createdAt !== undefined ? hms(clockOut.takenAt - record.createdAt) : undefined,
    waiting: clockOut.waiting ? [...record.waiting, 'clockOut'] : record.waiting,
  };
}
