import type { Batch } from './models.ts';

/** What the batch screens show, read from any shape the real API sends (backend-facts §1a row 11). */
export interface BatchFacts {
  jobRole?: string;
  qpCode?: string;
  /** Fee per candidate; absent when the batch has none (the real default is null). */
  fee?: number;
  client?: string;
}

const isObjectId = (text: string) => /^[0-9a-f]{24}$/i.test(text);
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The job-role name: the populated ref's name, else `jobRoleNames`, else a string that is not a bare id. */
function jobRoleOf(batch: Batch): string | undefined {
  const { jobRole, jobRoleNames } = batch;
  if (jobRole && typeof jobRole === 'object' && text(jobRole.jobRole)) return text(jobRole.jobRole);
  const names = Array.isArray(jobRoleNames) ? jobRoleNames.filter(Boolean).join(', ') : jobRoleNames;
  if (text(names)) return text(names);
  return typeof jobRole === 'string' && !isObjectId(jobRole) ? text(jobRole) : undefined;
}

export function batchFacts(batch: Batch): BatchFacts {
  const { jobRole, clientId, assessorFeePerCandidate: fee } = batch;
  const facts: BatchFacts = {
    jobRole: jobRoleOf(batch),
    qpCode:
      text(batch.qpCode) ??
      (jobRole && typeof jobRole === 'object' ? text(jobRole.qpCode) : undefined) ??
      text(batch.questionPaper?.qpCode),
    fee: typeof fee === 'number' && Number.isFinite(fee) ? fee : undefined,
    client:
      text(batch.clientname) ?? (clientId && typeof clientId === 'object' ? text(clientId.clientname) : undefined),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as BatchFacts;
}
