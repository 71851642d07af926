import type { CandidateFile, Nos, NosResult, Question, Section } from './models.ts';

/** A number the real API may send as a string ("10"); NaN when it is neither. */
export const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

const firstNumber = (...values: unknown[]) => values.map(numberOf).find((value) => Number.isFinite(value)) ?? 0;

/**
 * The maximum of a NOS in a section, read from whichever field the answer carries (backend-facts §3.3): theory NOS
 * have `theory` (or `totalTMPQ`), viva/practical NOS `vivaTM`/`practicalTM` (or `viva`/`practical`); `outOf` last.
 */
export function sectionMax(nos: Nos, section: Section): number {
  if (section === 'Theory') return firstNumber(nos.theory, nos.totalTMPQ, nos.outOf);
  if (section === 'viva') return firstNumber(nos.vivaTM, nos.viva, nos.outOf);
  return firstNumber(nos.practicalTM, nos.practical, nos.outOf);
}

export type Language = 'English' | 'Hindi';

/** The question's text in a language (its `lang` entry), else its own text. */
export function questionText(question: Question, language: Language): string {
  return question.lang.find((entry) => entry.language === language)?.questionText ?? question.questionText;
}

export const hasHindi = (questions: readonly Question[]) =>
  questions.some((q) => q.lang.some((entry) => entry.language === 'Hindi'));

/** The files of a `view-viva-files` or `upload-viva-file` answer: `{ filesUrl }`, `{ uploadedFiles }` or a bare list. */
export function filesOf(details: unknown): CandidateFile[] {
  if (Array.isArray(details)) return details as CandidateFile[];
  const record = (details ?? {}) as { filesUrl?: CandidateFile[]; uploadedFiles?: CandidateFile[] };
  return record.filesUrl ?? record.uploadedFiles ?? [];
}

import { obtainedKey, sectionMarked, sectionState } from './marksEntered.ts';

export { sectionMarked };

/** The NOS row of a result: by `nos_id`, else by name (the real result keys NOS by `nosName`). */
export function rowOf(rows: readonly NosResult[] | undefined, nos: Nos): NosResult | undefined {
  return (
    rows?.find((row) => row.nos_id === nos._id) ??
    rows?.find((row) => row.nosName === nos.NOS || nos.NOS.startsWith(`${row.nosName} `))
  );
}

/** The obtained marks of a result row in a section: a number, "ABSENT", or undefined when not marked. */
export const obtainedOf = (row: NosResult | undefined, section: Section) => row?.[obtainedKey[section]];

/**
 * Whether every NOS row of a result has marks in the section; `savedHere`: this phone saved the section (all 0s
 * count only then, see sectionMarked).
 */
export function sectionDone(rows: readonly NosResult[] | undefined, section: Section, savedHere: boolean): boolean {
  return (
    !!rows &&
    rows.length > 0 &&
    rows.every((row) => row[obtainedKey[section]] !== undefined) &&
    sectionMarked(rows, section, savedHere)
  );
}

/**
 * How the marks list shows a section: `done` (every NOS marked), `allZero` (the server holds 0 everywhere and this
 * phone neither saved nor confirmed it: "All 0: confirm or change") or `open`.
 */
export function sectionShown(
  rows: readonly NosResult[] | undefined,
  section: Section,
  savedHere: boolean,
): 'done' | 'allZero' | 'open' {
  if (sectionDone(rows, section, savedHere)) return 'done';
  return sectionState(rows, section, savedHere) === 'allZero' ? 'allZero' : 'open';
}

/** "ELE/N3101" of "ELE/N3101: Prepare for …" (the whole name when it has no code). */
export const nosCode = (nos: Nos) => nos.NOS.split(':')[0]!.trim();
