import { sections, type Section } from '@assessor/contract';
import type { Batch, Candidate, CandidateMark, DbState, Nos } from '../../db/types.ts';
import { append, lookup } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';
import { sectionMax } from './sectionMax.ts';

export const OVER_MAX = 'Obtained Marks cannot be negative or greater than Total Marks.';

/** The NOS of a batch's job role (empty when the job role is unknown). */
export function nosOf(data: DbState, batch: Batch): Nos[] {
  return data.jobRoles.find((role) => role._id === batch.jobRole_id)?.nos ?? [];
}

/** Sections the batch's question paper selects (all three when it has no table). */
export function selectedSections(batch: Batch): Section[] {
  const table = batch.questionPaper?.sectionTable ?? [];
  if (table.length === 0) return [...sections];
  return sections.filter((section) =>
    table.some(
      (row) =>
        row.isSelected && row.sectionName.toLowerCase().replace('pratical', 'practical') === section.toLowerCase(),
    ),
  );
}

export interface MarksInput {
  nos_id: string;
  obtainedMarks: number | 'ABSENT';
  questionMarks?: { question_id: string; obtainedMarks: number }[];
}

/** Checks one NOS's marks against its maximum and questions; answers the number to store. */
function checked(nos: Nos, section: Section, input: MarksInput, candidate: Candidate): number {
  if (input.obtainedMarks === 'ABSENT') {
    throw new ApiError(400, `${candidate.name} is ${candidate.isPresent}: "ABSENT" is only for an absent candidate`);
  }
  const max = sectionMax(nos, section);
  const mark = input.obtainedMarks;
  if (!Number.isFinite(mark) || mark < 0 || mark > max) {
    throw new ApiError(400, `${OVER_MAX} ${nos.NOS}: ${mark} is outside 0–${max}`, { nos_id: nos._id, max });
  }
  if (input.questionMarks) {
    const questions = section === 'viva' ? nos.vivaQuestions : nos.practicalQuestions;
    let sum = 0;
    for (const q of input.questionMarks) {
      const question = questions.find((candidateQuestion) => candidateQuestion._id === q.question_id);
      if (!question) throw new ApiError(400, `Question ${q.question_id} is not a ${section} question of ${nos.NOS}`);
      if (q.obtainedMarks < 0 || q.obtainedMarks > question.marks) {
        throw new ApiError(
          400,
          `${OVER_MAX} A question of ${nos.NOS}: ${q.obtainedMarks} is outside 0–${question.marks}`,
          { nos_id: nos._id, max: question.marks },
        );
      }
      sum += q.obtainedMarks;
    }
    if (sum !== mark)
      throw new ApiError(400, `The marks of ${nos.NOS} (${mark}) are not the sum of its questions (${sum})`);
  }
  return mark;
}

/**
 * Stores a candidate's marks of one section. Refused (400, nothing stored) when the candidate is absent or their
 * attendance is not taken, when a NOS is not the batch's, or when a mark is outside 0..the NOS's maximum.
 */
export function saveMarks(
  data: DbState,
  batch: Batch,
  candidate: Candidate,
  section: Section,
  inputs: readonly MarksInput[],
  now: number,
): void {
  if (candidate.isPresent === 'Absent') {
    const allAbsent = inputs.every((input) => input.obtainedMarks === 'ABSENT');
    if (allAbsent) return;
    throw new ApiError(400, `${candidate.name} is marked Absent: their marks are ABSENT. Mark them Present first.`);
  }
  if (candidate.isPresent === 'Missing') {
    throw new ApiError(400, `Take ${candidate.name}'s attendance before entering marks`);
  }
  if (!selectedSections(batch).includes(section)) throw new ApiError(400, `The batch has no ${section} section`);
  const batchNos = nosOf(data, batch);
  const rows: CandidateMark[] = inputs.map((input) => {
    const nos = batchNos.find((candidateNos) => candidateNos._id === input.nos_id);
    if (!nos) throw new ApiError(400, `NOS ${input.nos_id} is not a NOS of batch ${batch.batchId}`);
    const obtainedMarks = checked(nos, section, input, candidate);
    return {
      batch_id: batch._id,
      candidate_id: candidate._id,
      nos_id: nos._id,
      section,
      obtainedMarks,
      updatedAt: now,
      firstSavedAt: now,
      ...(input.questionMarks ? { questionMarks: input.questionMarks.map((q) => ({ ...q })) } : {}),
    };
  });
  // The candidate's stored rows of this section through the marks' index by candidate (the collection holds every
  // candidate's marks, and this is the hot path of a class marking at once).
  const stored = new Map<string, CandidateMark>();
  for (const mark of lookup(data.candidateMarks, 'candidate_id', candidate._id))
    if (mark.section === section) stored.set(mark.nos_id, mark);
  for (const row of rows) {
    const before = stored.get(row.nos_id);
    if (before) {
      // Changed in place (found through the tracking, so the change is journalled), keeping its first save.
      const firstSavedAt = before.firstSavedAt ?? before.updatedAt;
      if (!row.questionMarks) delete before.questionMarks;
      Object.assign(before, row, { firstSavedAt });
    } else stored.set(row.nos_id, append(data.candidateMarks, row));
  }
}
