import { listTag } from '../../api/tags.ts';
import { rememberMarksSaved } from './marksSavedHere.ts';
import type { OutboxDraft } from '../../outbox/types.ts';
import type { Nos, NosResult, Question, Section } from './models.ts';
import { obtainedOf, rowOf, sectionMarked, sectionMax } from './nosFields.ts';

/** The outbox scope of one candidate's marks in one section; `marksScope(b, c, '')` names all their sections. */
export const marksScope = (batchId: string, candidateId: string, section: Section | '') =>
  `marks/${batchId}/${candidateId}/${section}`;

/** One marks field: a NOS (theory, or a NOS without questions) or one question of a NOS. */
export interface Field {
  key: string;
  nos: Nos;
  question?: Question;
  max: number;
}

/** The fields of a section: per question where the NOS has questions, else one per NOS. */
export function fieldsOf(
  nosList: readonly Nos[],
  section: Section,
  questions: Readonly<Record<string, readonly Question[]>>,
): Field[] {
  return nosList.flatMap((nos) => {
    const list = section === 'Theory' ? [] : (questions[nos._id] ?? []);
    if (list.length === 0) return [{ key: nos._id, nos, max: sectionMax(nos, section) }];
    return list.map((question) => ({
      key: `${nos._id}/${question._id}`,
      nos,
      question,
      max: Number(question.marks) || 0,
    }));
  });
}

/**
 * What the server holds for each field, as text ('' = nothing; a section read as not marked gives nothing, not "0").
 * `savedHere`: this phone saved the section, so its 0s are the assessor's (see sectionMarked).
 */
export function serverValues(
  fields: readonly Field[],
  rows: readonly NosResult[] | undefined,
  section: Section,
  savedHere: boolean,
): Record<string, string> {
  const values: Record<string, string> = {};
  if (!sectionMarked(rows, section, savedHere)) return values;
  for (const field of fields) {
    const row = rowOf(rows, field.nos);
    if (field.question) {
      const list = section === 'viva' ? row?.vivaQuestionMarks : row?.practicalQuestionMarks;
      const mark = list?.find((q) => q.question_id === field.question!._id)?.obtainedMarks;
      if (mark !== undefined) values[field.key] = String(mark);
    } else {
      const mark = obtainedOf(row, section);
      if (typeof mark === 'number') values[field.key] = String(mark);
    }
  }
  return values;
}

export type FieldError = { kind: 'overMax'; max: number } | { kind: 'notNumber' };

/** Why a typed value cannot be saved; null when it can (empty is allowed: not marked yet). */
export function fieldError(value: string, max: number): FieldError | null {
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return { kind: 'notNumber' };
  return Number(value) > max ? { kind: 'overMax', max } : null;
}

export type SaveProblem =
  | { kind: 'nothing' }
  | { kind: 'invalid' }
  | { kind: 'partial'; nos: string }
  | { kind: 'nosOverMax'; nos: string; max: number };

/**
 * The `nosMarks` to send: every NOS whose fields are all filled (a NOS with none filled is left out). A problem when
 * a value is invalid, a NOS is half filled, its total passes its maximum, or nothing is filled.
 */
export function nosMarksOf(fields: readonly Field[], value: (key: string) => string, section: Section) {
  if (fields.some((field) => fieldError(value(field.key), field.max)))
    return { problem: { kind: 'invalid' } as SaveProblem };
  const byNos = new Map<string, Field[]>();
  for (const field of fields) byNos.set(field.nos._id, [...(byNos.get(field.nos._id) ?? []), field]);
  const nosMarks: {
    nos_id: string;
    obtainedMarks: number;
    questionMarks?: { question_id: string; obtainedMarks: number }[];
  }[] = [];
  for (const [nosId, list] of byNos) {
    const filled = list.filter((field) => value(field.key) !== '');
    if (filled.length === 0) continue;
    const nos = list[0]!.nos;
    if (filled.length < list.length) return { problem: { kind: 'partial', nos: nos.NOS } as SaveProblem };
    const total = list.reduce((sum, field) => sum + Number(value(field.key)), 0);
    const max = sectionMax(nos, section);
    if (total > max) return { problem: { kind: 'nosOverMax', nos: nos.NOS, max } as SaveProblem };
    const questionMarks = list.every((field) => field.question)
      ? list.map((field) => ({ question_id: field.question!._id, obtainedMarks: Number(value(field.key)) }))
      : undefined;
    nosMarks.push({ nos_id: nosId, obtainedMarks: total, ...(questionMarks ? { questionMarks } : {}) });
  }
  if (nosMarks.length === 0) return { problem: { kind: 'nothing' } as SaveProblem };
  return { nosMarks };
}

/** A candidate's marks of one section as an outbox entry: theory and viva/practical have their own calls. */
export function marksDraft(
  batchId: string,
  candidateId: string,
  section: Section,
  nosMarks: readonly object[],
  label: string,
  draft?: OutboxDraft['draft'],
): OutboxDraft {
  const body =
    section === 'Theory'
      ? { batch_id: batchId, candidate_id: candidateId, nosMarks }
      : { batch_id: batchId, candidate_id: candidateId, section, nosMarks };
  return {
    call: section === 'Theory' ? 'saveTheoryMarks' : 'saveNosMarks',
    args: { body },
    batchKey: `batch:${batchId}`,
    scope: marksScope(batchId, candidateId, section),
    label,
    invalidates: [listTag('Marks')],
    ...(draft ? { draft } : {}),
  };
}

/**
 * Hands a candidate's marks of one section to the outbox, then remembers on this phone that the section was saved
 * here: the real result answers an unmarked section as 0 (backend-facts-2 MA-2), and only this memory lets the
 * screens show the assessor's own 0s as saved. Nothing is remembered when the outbox does not take the entry.
 */
export async function saveSectionMarks(
  outbox: { add(draft: OutboxDraft): Promise<string> },
  batchId: string,
  candidateId: string,
  section: Section,
  nosMarks: readonly object[],
  label: string,
  draft?: OutboxDraft['draft'],
): Promise<void> {
  await outbox.add(marksDraft(batchId, candidateId, section, nosMarks, label, draft));
  rememberMarksSaved(batchId, candidateId, section);
}
