import { evidenceKinds } from '@assessor/contract';
import type { Assessor, Batch, DbState } from '../../db/types.ts';
import { batchTypeOf } from '../batches.ts';

/** Per day record of a batch: the evidence tabs (slugs) that hold no file that day. */
export function tabsWithoutFiles(data: DbState, batch: Batch): { dayId: string; date: string; missing: string[] }[] {
  return data.assessmentDays
    .filter((day) => day.batch_id === batch._id && day.assesor_id === batch.accessorId)
    .map((day) => {
      const fields = new Set(data.evidenceFiles.filter((file) => file.QAverificationTimeStampId === day._id).map((file) => file.field));
      const missing = evidenceKinds.filter((spec) => !spec.fields.some((f) => fields.has(f.field))).map((spec) => spec.slug);
      return { dayId: day._id, date: day.date, missing };
    });
}

/** The PAN: the `cardNo` of the assessor's `panCard` ID document (api-facts §3), when there is one. */
export function panOf(assessor: Assessor): string | undefined {
  const cardNo = assessor.personalDetail?.find((item) => item.cardType === 'panCard')?.cardNo;
  return typeof cardNo === 'string' && cardNo ? cardNo : undefined;
}

export const hasBankDetails = (assessor: Assessor) =>
  Boolean(assessor.accountHolderName && assessor.bankName && assessor.bankAccount && assessor.bankIFSC && assessor.bankBranchName);

/**
 * What keeps a batch from being invoiced, by the codes of the contract's `invoiceBlockers`. The mock checks what it
 * stores: the batch has ended, the bank details and PAN, evidence on every day, every candidate's attendance.
 * (Clock-in/out and marks are not stored by the mock yet; the client's completeness check shows them.)
 */
export function invoiceBlockersOf(data: DbState, batch: Batch, assessor: Assessor, today: string) {
  const missing: ('notCompleted' | 'bankDetails' | 'panNumber' | 'evidence' | 'candidateAttendance')[] = [];
  if (batchTypeOf(batch, today) !== 'completed') missing.push('notCompleted');
  if (!hasBankDetails(assessor)) missing.push('bankDetails');
  if (!panOf(assessor)) missing.push('panNumber');
  const days = tabsWithoutFiles(data, batch);
  if (days.length === 0 || days.some((day) => day.missing.length > 0)) missing.push('evidence');
  if (data.candidates.some((candidate) => candidate.batchId === batch._id && candidate.isPresent === 'Missing')) missing.push('candidateAttendance');
  return missing;
}

/** The assessor's completed batches, most recent first: the seed's close-out batches are the first two. */
export function completedBatches(data: DbState, assessorId: string, today: string): Batch[] {
  const iso = (slash: string) => slash.split('/').reverse().join('-');
  return data.batches
    .filter((batch) => batch.accessorId === assessorId && batch.isAcceptAssesor && batchTypeOf(batch, today) === 'completed')
    .sort((a, b) => iso(b.endDate).localeCompare(iso(a.endDate)) || a.batchId.localeCompare(b.batchId));
}
