import type { Batch } from '../../../api/models.ts';
import { useAssessorAttendanceListQuery } from '../../../features/attendance/api.ts';
import { recordOfDay, recordsOf } from '../../../features/attendance/records.ts';
import { indiaDay } from '../../../features/attendance/time.ts';
import { useActivityCountQuery } from '../../../features/evidence/api.ts';
import { useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { nextStep, type NextStep } from './nextStep.ts';

export interface TodayStep {
  step: NextStep | undefined;
  /** The answers the step needs are still on their way. */
  loading: boolean;
}

/**
 * The next step of today's batch (nextStep), asked for by home itself as soon as the batch is known, so that home
 * (and the snapshot's swap for it) can wait for the whole screen: today's evidence count and attendance. Asks
 * nothing without a batch today.
 */
export function useTodayStep(batch: Batch | undefined, assessorId: string | undefined): TodayStep {
  const batchId = batch?._id ?? '';
  const count = useActivityCountQuery({ query: { batchId, assesorId: assessorId ?? '' } }, { skip: !batch || !assessorId });
  const attendance = useAssessorAttendanceListQuery({ query: { batchId, limit: 100 } }, { skip: !batch });
  const today = indiaDay(Date.now());
  // A clock-in still waiting in the outbox counts: the assessor has done it, the phone sends it.
  const waiting = useOutboxEntries().some((entry) => entry.scope.startsWith(`attendance/${batchId}/${today}/`));
  const clockedIn = waiting || (attendance.data ? recordOfDay(recordsOf(attendance.data), batchId, today) !== undefined : undefined);
  return { step: nextStep(batch, count.data, clockedIn), loading: count.isLoading || attendance.isLoading };
}
