import type { Batch, Candidate, DbState, ObjectId } from '../../db/types.ts';
import { lookup, lookupOne } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';
import { ownBatch } from '../batches/batches.ts';

/** The assessor's batch and one of its candidates: unknown → 404, another assessor's batch → 403. */
export function ownCandidate(
  data: DbState,
  assessorId: ObjectId,
  batchId: string,
  candidateId: string,
): { batch: Batch; candidate: Candidate } {
  const batch = ownBatch(data, assessorId, batchId);
  const candidate = lookupOne(data.candidates, '_id', candidateId);
  if (!candidate || candidate.batchId !== batch._id) throw new ApiError(404, 'Candidate not found in this batch');
  return { batch, candidate };
}

/** A batch's candidates sorted by candidate id, filtered by name, candidate id, mobile or e-mail. */
export function candidatesOf(data: DbState, batchId: ObjectId, search?: string): Candidate[] {
  const needle = search?.trim().toLowerCase();
  return lookup(data.candidates, 'batchId', batchId)
    .filter(
      (c) =>
        !needle || [c.name, c.candidateId, c.mobile, c.email].some((value) => value.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.candidateId.localeCompare(b.candidateId));
}

export type Presence = Candidate['isPresent'];

/** Sets each named candidate's attendance; every id must be a candidate of the batch (400 names the first that is not). */
export function saveAttendance(
  data: DbState,
  batch: Batch,
  rows: readonly { candidate_id: string; isPresent: Presence }[],
  now: number,
): number {
  const byId = new Map(lookup(data.candidates, 'batchId', batch._id).map((c) => [c._id, c]));
  const unknown = rows.find((row) => !byId.has(row.candidate_id));
  if (unknown) throw new ApiError(400, `Candidate ${unknown.candidate_id} is not in batch ${batch.batchId}`);
  for (const row of rows) byId.get(row.candidate_id)!.isPresent = row.isPresent;
  batch.attendanceSavedAt ??= now;
  return rows.length;
}
