import { indiaClockAt } from '@assessor/contract';
import type { ClockAction } from './clockDraft.ts';
import type { ShownRecord } from './shownRecords.ts';
import { inputOfClock } from './time.ts';

/** A recorded time further than this from the time taken on the phone is worth correcting (the phone was offline). */
export const LATE_AFTER_MINUTES = 15;

/** When each end of a day was taken on this phone (ms), as kept after its entry left the outbox. */
export type TakenTimes = Partial<Record<ClockAction, number>>;

/** An end of the day the server recorded at another time than the phone took it. */
export interface LateClock {
  action: ClockAction;
  /** "09:56 AM": when the phone took it. */
  taken: string;
  /** "05:30 PM": what the server recorded. */
  recorded: string;
}

const minutesOf = (clock: string | undefined): number | undefined => {
  const match = /^(\d{2}):(\d{2})$/.exec(inputOfClock(clock));
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Minutes between two times of day, the short way round midnight (a clock-out at 23:55 sent at 00:20). */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 24 * 60 - Math.abs(a - b));

/**
 * The ends of a record the server recorded more than 15 minutes away from when this phone took them. Only the
 * server's times count: an end still waiting in the queue shows the phone's own time and is never late.
 */
export function lateClocks(record: ShownRecord, taken: TakenTimes | undefined): LateClock[] {
  const late: LateClock[] = [];
  for (const action of ['clockIn', 'clockOut'] as const) {
    const takenAt = taken?.[action];
    if (takenAt === undefined || record.waiting.includes(action)) continue;
    const recorded = action === 'clockIn' ? record.clockInTime : record.clockOutTime;
    const server = minutesOf(recorded);
    const phone = minutesOf(indiaClockAt(takenAt));
    if (server === undefined || phone === undefined) continue;
    if (apart(server, phone) > LATE_AFTER_MINUTES)
      late.push({ action, taken: indiaClockAt(takenAt), recorded: recorded! });
  }
  return late;
}
