import { indiaIsoDay } from '@assessor/contract';
import { useEffect } from 'react';
import type { Batch } from '../../../api/models.ts';
import { attendanceApi, useAssessorAttendanceListQuery } from '../../../features/attendance/api.ts';
import { myAttendanceArgs } from '../../../features/attendance/myAttendance.ts';
import { recordOfDay, recordsOf } from '../../../features/attendance/records.ts';

import { evidenceApi, useActivityCountQuery } from '../../../features/evidence/api.ts';
import { useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { clockInQueued, nextStep, type NextStep } from './nextStep.ts';

export interface TodayStep {
  step: NextStep | undefined;
  /** The answers the step needs are still on their way. */
  loading: boolean;
}

/** What the step asks for: today's evidence count and the assessor's attendance in the batch. */
function stepArgs(batchId: string, assessorId: string) {
  return {
    count: { query: { batchId, assesorId: assessorId } },
    attendance: myAttendanceArgs(assessorId, batchId),
  } as const;
}

/** In today's card: the next step of today's batch (nextStep). Only the card draws again when its answers come. */
export function useTodayStep(batch: Batch, assessorId: string | undefined): TodayStep {
  const args = stepArgs(batch._id, assessorId ?? '');
  const count = useActivityCountQuery(args.count, { skip: !assessorId });
  const attendance = useAssessorAttendanceListQuery(args.attendance, { skip: !assessorId });
  const today = indiaIsoDay(Date.now());
  const waiting = clockInQueued(useOutboxEntries(), batch._id, today);
  const clockedIn =
    waiting || (attendance.data ? recordOfDay(recordsOf(attendance.data), batch._id, today) !== undefined : undefined);
  const loading = count.isLoading || attendance.isLoading;
  return { step: nextStep(batch, count.data, clockedIn), loading };
}

/**
 * In home: asks for today's step as soon as today's batch is known, before its card is drawn (the card waits for the
 * other lists too), without subscribing home to the answers. The card's own hooks then join these requests.
 */
export function usePrefetchTodayStep(batchId: string | undefined, assessorId: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!batchId) return;
    const once = { subscribe: false } as const;
    const args = stepArgs(batchId, assessorId ?? '');
    if (!assessorId) return;
    void dispatch(attendanceApi.endpoints.assessorAttendanceList.initiate(args.attendance, once));
    void dispatch(evidenceApi.endpoints.activityCount.initiate(args.count, once));
  }, [dispatch, batchId, assessorId]);
}
