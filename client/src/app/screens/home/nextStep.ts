import type { Batch } from '../../../api/models.ts';
import { clockScope } from '../../../lib/clockScope.ts';
import type { EntryState } from '../../../outbox/types.ts';
import { paths } from '../../../paths/paths.ts';

export interface EvidenceCount {
  completedTabs: number;
  totalTabs: number;
}

/** What home asks the assessor to do next about today's batch, and where that is done. */
export type NextStep =
  | { kind: 'uploadEvidence'; done: number; total: number; to: string }
  | { kind: 'evidenceDone'; done: number; total: number; to: string }
  | { kind: 'clockIn'; to: string }
  | { kind: 'openBatch'; to: string };

/**
 * The next step of today's batch: clock in first (when today's attendance is known and has no clock-in), then the
 * evidence (X/11): missing → upload it; all there → the batch itself; count not known (yet) → the batch. Candidate
 * attendance and marks are reached from the batch. Undefined without a batch today.
 */
export function nextStep(
  batch: Pick<Batch, '_id'> | undefined,
  evidence: EvidenceCount | undefined,
  clockedIn?: boolean,
): NextStep | undefined {
  if (!batch) return undefined;
  const batchID = batch._id;
  if (clockedIn === false) return { kind: 'clockIn', to: paths.batch.clockIn.to({ batchID }) };
  if (!evidence || evidence.totalTabs <= 0) return { kind: 'openBatch', to: paths.batch.assessment.to({ batchID }) };
  const counts = {
    done: evidence.completedTabs,
    total: evidence.totalTabs,
    to: paths.batch.activities.to({ batchID }),
  };
  return evidence.completedTabs < evidence.totalTabs
    ? { kind: 'uploadEvidence', ...counts }
    : { kind: 'evidenceDone', ...counts };
}

/**
 * Whether today's clock-in of the batch (or the clock-out after it) waits in the outbox: the assessor has done it,
 * the phone sends it. One the server refused does not count: it waits for the assessor to take it again.
 */
export function clockInQueued(
  entries: readonly { scope: string; state: EntryState }[],
  batchId: string,
  isoDay: string,
): boolean {
  const scopes = [clockScope(batchId, isoDay, 'clockIn'), clockScope(batchId, isoDay, 'clockOut')];
  return entries.some((entry) => scopes.includes(entry.scope) && entry.state === 'waiting');
}
