import type { EntryState } from '../../outbox/types.ts';
import { CLOCK_SCOPE, type ClockAction } from '../../lib/clockScope.ts';

/** A clock-in or clock-out kept in the outbox, as the attendance screens read it. */
export interface QueuedClock {
  batchRef: string;
  /** 'YYYY-MM-DD' in India. */
  day: string;
  action: ClockAction;
  /** When the selfie was stamped; the entry's creation for entries made before the phone kept it. */
  takenAt: number;
  /** The batch's human id (BT…), when the entry carries it. */
  batchId: string | undefined;
  /** Stopped (refused or cancelled): it waits for the assessor, not for signal, and counts for nothing yet. */
  stopped: boolean;
}

/** What the reader needs of an outbox entry (an `EntryView` has it all). */
export interface ClockEntryLike {
  scope: string;
  state: EntryState;
  createdAt: number;
  local?: Record<string, string | number> | undefined;
}

/** The clock captures among outbox entries (their scope is `attendance/<batch>/<day>/<action>`), in the order given. */
export function queuedClocksOf(entries: readonly ClockEntryLike[]): QueuedClock[] {
  const clocks: QueuedClock[] = [];
  for (const entry of entries) {
    const match = CLOCK_SCOPE.exec(entry.scope);
    if (!match) continue;
    const takenAt = entry.local?.['takenAt'];
    const batchId = entry.local?.['batchId'];
    clocks.push({
      batchRef: match[1]!,
      day: match[2]!,
      action: match[3] as ClockAction,
      takenAt: typeof takenAt === 'number' ? takenAt : entry.createdAt,
      batchId: typeof batchId === 'string' && batchId !== '' ? batchId : undefined,
      stopped: entry.state === 'failed',
    });
  }
  return clocks;
}
