import type { Batch } from '../../../api/models.ts';
import { paths } from '../../../paths/paths.ts';

export interface EvidenceCount {
  completedTabs: number;
  totalTabs: number;
}

/** What home asks the assessor to do next about today's batch, and where that is done. */
export type NextStep =
  | { kind: 'uploadEvidence'; done: number; total: number; to: string }
  | { kind: 'evidenceDone'; done: number; total: number; to: string }
  | { kind: 'openBatch'; to: string };

/**
 * The next step of today's batch, from what the API serves: clock-in, candidate attendance and marks are not served
 * yet (their screens say "Not available yet"), so the step comes from the evidence count (X/11): evidence missing →
 * upload it; all there → the batch itself; count not known (yet) → the batch. Undefined without a batch today.
 */
export function nextStep(batch: Pick<Batch, '_id'> | undefined, evidence: EvidenceCount | undefined): NextStep | undefined {
  if (!batch) return undefined;
  const batchID = batch._id;
  if (!evidence || evidence.totalTabs <= 0) return { kind: 'openBatch', to: paths.batch.assessment.to({ batchID }) };
  const counts = { done: evidence.completedTabs, total: evidence.totalTabs, to: paths.batch.activities.to({ batchID }) };
  return evidence.completedTabs < evidence.totalTabs ? { kind: 'uploadEvidence', ...counts } : { kind: 'evidenceDone', ...counts };
}
