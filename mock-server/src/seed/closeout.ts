import { createHash } from 'node:crypto';
import { evidenceKinds, isoDay } from '@assessor/contract';
import type { Batch, CandidateMark, DbState, EvidenceFile } from '../db/types.ts';
import { completedBatches, requiredSections } from '../services/closeout/readiness.ts';
import { nosOf } from '../services/marks/marks.ts';
import { sectionMax } from '../services/marks/sectionMax.ts';
import { completeDay } from './attendance.ts';

/** A stable 24-hex id from a name, so the seed stays a pure function of its input. */
const idOf = (...parts: string[]) => createHash('sha256').update(parts.join('/')).digest('hex').slice(0, 24);

/** Tabs the second close-out batch still lacks on its last day (what the completeness check lists). */
export const LACKING_TABS = ['tp-declaration', 'other-documents'] as const;

/** One placeholder evidence record per tab and day, except the tabs `skip` names on the batch's last day. */
function evidenceOf(data: DbState, batch: Batch, skip: readonly string[]): EvidenceFile[] {
  const days = data.assessmentDays.filter((day) => day.batch_id === batch._id);
  return days.flatMap((day, index) =>
    evidenceKinds
      .filter((spec) => index < days.length - 1 || !skip.includes(spec.slug))
      .map((spec): EvidenceFile => {
        const field = spec.fields[0]!.field;
        const key = `seed-${idOf(day._id, field)}.jpg`;
        return {
          _id: idOf(day._id, field, 'file'),
          QAverificationTimeStampId: day._id,
          batch_id: batch._id,
          assesor_id: batch.accessorId,
          field,
          key,
          fileName: `${spec.slug}-${day.date}.jpg`,
          url: `/uploads/${key}`,
          status: 'accepted',
          adminUploaded: false,
          uploadedAt: Date.parse(`${isoDay(day.date)}T05:30:00Z`),
          size: 0,
          mimeType: 'image/jpeg',
        };
      }),
  );
}

/** Every candidate marked present, every seventh absent. */
function takeAttendance(data: DbState, batch: Batch): void {
  data.candidates
    .filter((candidate) => candidate.batchId === batch._id)
    .forEach((candidate, index) => {
      candidate.isPresent = index % 7 === 6 ? 'Absent' : 'Present';
    });
}

/** A clock-in and a clock-out on every day of the batch. */
function clockEveryDay(data: DbState, batch: Batch): void {
  const days = data.assessmentDays.filter((day) => day.batch_id === batch._id && day.assesor_id === batch.accessorId);
  data.attendances ??= [];
  days.forEach((day, index) => {
    data.attendances!.push(completeDay(batch, isoDay(day.date)!, data.assessmentDays, 10 + index));
  });
}

/** Marks of every present candidate in every NOS of every required section (about 70 % of each maximum). */
function markEveryone(data: DbState, batch: Batch, now: number): void {
  const sections = requiredSections(data, batch);
  const nosList = nosOf(data, batch);
  const present = data.candidates.filter(
    (candidate) => candidate.batchId === batch._id && candidate.isPresent === 'Present',
  );
  for (const candidate of present) {
    for (const section of sections) {
      for (const nos of nosList) {
        const questions =
          section === 'viva' ? nos.vivaQuestions : section === 'practical' ? nos.practicalQuestions : [];
        const questionMarks = questions.map((question) => ({
          question_id: question._id,
          obtainedMarks: Math.floor(question.marks * 0.7),
        }));
        const obtainedMarks =
          questionMarks.length > 0
            ? questionMarks.reduce((sum, question) => sum + question.obtainedMarks, 0)
            : Math.floor(sectionMax(nos, section) * 0.7);
        const mark: CandidateMark = {
          batch_id: batch._id,
          candidate_id: candidate._id,
          nos_id: nos._id,
          section,
          obtainedMarks,
          updatedAt: now,
          ...(questionMarks.length > 0 ? { questionMarks } : {}),
        };
        data.candidateMarks.push(mark);
      }
    }
  }
}

/**
 * The demo assessor's close-out batches: the most recent completed batch is ready to invoice (evidence on
 * every day, attendance taken, marks in every required section of every present candidate, clock-in and clock-out
 * on every day); the one before lacks two evidence tabs on its last day, its candidates' attendance, and its
 * clock-out (the seeded day to regularise, from `makeAttendance`).
 */
export function addCloseoutSeed(data: DbState, demoAssessorId: string, today: string): void {
  const [ready, lacking] = completedBatches(data, demoAssessorId, today);
  for (const [batch, skip] of [
    [ready, []],
    [lacking, LACKING_TABS],
  ] as const) {
    if (!batch) continue;
    const files = evidenceOf(data, batch, skip);
    data.evidenceFiles.push(...files);
    const filled = new Set(files.map((file) => file.field));
    for (const tab of data.tabStatuses.filter((row) => row.batch_id === batch._id)) {
      tab.tabStatus = evidenceKinds.some(
        (spec) => spec.slug === tab.slug && spec.fields.some((f) => filled.has(f.field)),
      );
    }
  }
  if (!ready) return;
  takeAttendance(data, ready);
  markEveryone(data, ready, Date.parse(`${ready.endDate.split('/').reverse().join('-')}T12:00:00Z`));
  clockEveryDay(data, ready);
}
