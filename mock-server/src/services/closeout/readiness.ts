import { evidenceKinds, isoDay, type invoiceBlockers } from '@assessor/contract';
import type { Assessor, Batch, DbState } from '../../db/types.ts';
import { batchTypeOf } from '../batches/batches.ts';
import { nosOf, selectedSections } from '../marks/marks.ts';
import { sectionMax } from '../marks/sectionMax.ts';

/** Per day record of a batch: the evidence tabs (slugs) that hold no file that day. */
export function tabsWithoutFiles(data: DbState, batch: Batch): { dayId: string; date: string; missing: string[] }[] {
  return data.assessmentDays
    .filter((day) => day.batch_id === batch._id && day.assesor_id === batch.accessorId)
    .map((day) => {
      const fields = new Set(
        data.evidenceFiles.filter((file) => file.QAverificationTimeStampId === day._id).map((file) => file.field),
      );
      const missing = evidenceKinds
        .filter((spec) => !spec.fields.some((f) => fields.has(f.field)))
        .map((spec) => spec.slug);
      return { dayId: day._id, date: day.date, missing };
    });
}

/** The PAN: the `cardNo` of the assessor's `panCard` ID document (api-facts §3), when there is one. */
export function panOf(assessor: Assessor): string | undefined {
  const cardNo = assessor.personalDetail?.find((item) => item.cardType === 'panCard')?.cardNo;
  return typeof cardNo === 'string' && cardNo ? cardNo : undefined;
}

export const hasBankDetails = (assessor: Assessor) =>
  Boolean(
    assessor.accountHolderName &&
    assessor.bankName &&
    assessor.bankAccount &&
    assessor.bankIFSC &&
    assessor.bankBranchName,
  );

/** Sections that need marks: selected by the question paper and with a maximum above 0 in at least one NOS. */
export function requiredSections(data: DbState, batch: Batch) {
  const nos = nosOf(data, batch);
  return selectedSections(batch).filter((section) => nos.some((one) => sectionMax(one, section) > 0));
}

/** Whether every present candidate has a mark in at least one NOS of every required section (as the client checks). */
export function marksComplete(data: DbState, batch: Batch): boolean {
  const sections = requiredSections(data, batch);
  return data.candidates
    .filter((candidate) => candidate.batchId === batch._id && candidate.isPresent === 'Present')
    .every((candidate) =>
      sections.every((section) =>
        data.candidateMarks.some(
          (mark) => mark.candidate_id === candidate._id && mark.batch_id === batch._id && mark.section === section,
        ),
      ),
    );
}

/** Whether the batch's assessor clocked in and out on every day of the batch ('YYYY-MM-DD' record days). */
export function clockComplete(data: DbState, batch: Batch): boolean {
  const records = (data.attendances ?? []).filter(
    (record) => record.batch_id === batch._id && record.assesor_id === batch.accessorId,
  );
  return data.assessmentDays
    .filter((day) => day.batch_id === batch._id && day.assesor_id === batch.accessorId)
    .every((day) => {
      const ofDay = records.filter((record) => record.day === isoDay(day.date));
      // By flag or time: an approved regularisation writes the times only, as the real one does (backend-facts-2 CO-2).
      return (
        ofDay.some((record) => record.isClockIn || Boolean(record.clockInTime)) &&
        ofDay.some((record) => record.isClockOut || Boolean(record.clockOutTime))
      );
    });
}

/**
 * What keeps a batch from being invoiced, by the codes of the contract's `invoiceBlockers`: the batch has ended, the
 * bank details and PAN, evidence on every day, every candidate's attendance, marks of every present candidate in
 * every required section, a clock-in and a clock-out on every day. The same things the client's completeness check
 * lists, so the two agree.
 */
export function invoiceBlockersOf(data: DbState, batch: Batch, assessor: Assessor, today: string) {
  const missing: (typeof invoiceBlockers)[number][] = [];
  if (batchTypeOf(batch, today) !== 'completed') missing.push('notCompleted');
  if (!hasBankDetails(assessor)) missing.push('bankDetails');
  if (!panOf(assessor)) missing.push('panNumber');
  const days = tabsWithoutFiles(data, batch);
  if (days.length === 0 || days.some((day) => day.missing.length > 0)) missing.push('evidence');
  if (data.candidates.some((candidate) => candidate.batchId === batch._id && candidate.isPresent === 'Missing'))
    missing.push('candidateAttendance');
  if (!marksComplete(data, batch)) missing.push('marks');
  if (!clockComplete(data, batch)) missing.push('clockInOut');
  return missing;
}

/** The assessor's completed batches, most recent first: the seed's close-out batches are the first two. */
export function completedBatches(data: DbState, assessorId: string, today: string): Batch[] {
  const iso = (slash: string) => slash.split('/').reverse().join('-');
  return data.batches
    .filter(
      (batch) => batch.accessorId === assessorId && batch.isAcceptAssesor && batchTypeOf(batch, today) === 'completed',
    )
    .sort((a, b) => iso(b.endDate).localeCompare(iso(a.endDate)) || a.batchId.localeCompare(b.batchId));
}
