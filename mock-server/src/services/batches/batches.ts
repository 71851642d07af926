import { isoDay, type batchTypes } from '@assessor/contract';
import type { Batch, DbState, ObjectId } from '../../db/types.ts';
import { lookupOne } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';

export type RequestState = 'pending' | 'accepted' | 'rejected';
export type BatchType = (typeof batchTypes)[number];

/** api-facts §4: accepted when isAcceptAssesor; rejected when not and RejectComment is set; else pending. */
export function requestState(batch: Batch): RequestState {
  if (batch.isAcceptAssesor) return 'accepted';
  return batch.RejectComment === null ? 'pending' : 'rejected';
}

/** Where an accepted batch stands relative to `today` ('YYYY-MM-DD', India). */
export function batchTypeOf(batch: Batch, today: string): BatchType {
  if ((isoDay(batch.endDate) ?? '') < today) return 'completed';
  if ((isoDay(batch.startDate) ?? '') > today) return 'upcoming';
  return 'ongoing';
}

/** Case-insensitive match on the batch id or the exam centre. */
export function matchesSearch(batch: Batch, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return batch.batchId.toLowerCase().includes(needle) || batch.examCenterName.toLowerCase().includes(needle);
}

export function byStartDate(order: 'asc' | 'desc' | 1 | -1) {
  const sign = order === 'asc' || order === 1 ? 1 : -1;
  return (a: Batch, b: Batch) =>
    sign *
    ((isoDay(a.startDate) ?? '').localeCompare(isoDay(b.startDate) ?? '') ||
      a.startTime.localeCompare(b.startTime) ||
      a.batchId.localeCompare(b.batchId));
}

/** The batch, when it is the assessor's: unknown → 404, another assessor's → 403. */
export function ownBatch(data: DbState, assessorId: ObjectId, id: string): Batch {
  const batch = lookupOne(data.batches, '_id', id);
  if (!batch) throw new ApiError(404, 'Batch not found');
  if (batch.accessorId !== assessorId) throw new ApiError(403, 'This batch is not assigned to you');
  return batch;
}

/** A batch as the API answers it: without the mock's own link to its job role and its progress-board times. */
export function apiBatch({
  jobRole_id: _jobRoleLink,
  acceptedAt: _accepted,
  attendanceSavedAt: _attendance,
  ...batch
}: Batch): Omit<Batch, 'jobRole_id' | 'acceptedAt' | 'attendanceSavedAt'> {
  return batch;
}

/** The caller may only name themself in `accessorId` / `assesor_id` queries. */
export function assertSelf(assessorId: ObjectId, named: string | undefined): void {
  if (named !== undefined && named !== assessorId) throw new ApiError(403, 'You can only see your own data');
}
