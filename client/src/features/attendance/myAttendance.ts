import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { useAssessorAttendanceListQuery } from './endpoints.ts';

/**
 * The signed-in assessor's attendance list, of one batch or all. `assesor_id` is always sent: the real handler filters
 * by assessor only when it is given and otherwise answers every assessor's records (backend-facts-2 AT-1).
 */
export const myAttendanceArgs = (assessorId: string, batchId?: string) =>
  ({ query: { assesor_id: assessorId, ...(batchId ? { batchId } : {}), limit: 100 } }) as const;

/** The query above; it waits while the session has no assessor id (or `skip` says so). */
export function useMyAttendance(batchId?: string, skip = false) {
  const assessorId = useAppSelector(selectAssessorId) ?? '';
  return useAssessorAttendanceListQuery(myAttendanceArgs(assessorId, batchId), { skip: skip || !assessorId });
}
