export type MarkSection = 'Theory' | 'viva' | 'practical';

/** The parts of a result row (`nosResult` item) that tell whether marks were entered. */
export interface MarksRow {
  obtainedTheoryMarks?: number | 'ABSENT';
  obtainedVivaMarks?: number | 'ABSENT';
  obtainedPracticalMarks?: number | 'ABSENT';
  vivaQuestionMarks?: readonly unknown[];
  practicalQuestionMarks?: readonly unknown[];
}

export const obtainedKey = {
  Theory: 'obtainedTheoryMarks',
  viva: 'obtainedVivaMarks',
  practical: 'obtainedPracticalMarks',
} as const;

/** "ABSENT" in any case (the real API writes it in capitals; a reader should not depend on it). */
export const isAbsentMark = (mark: unknown): boolean => typeof mark === 'string' && mark.toUpperCase() === 'ABSENT';

/**
 * What a candidate's result holds in one section:
 * - `absent`: an obtained mark reads "ABSENT" (the real result of an absent candidate): never marked;
 * - `none`: no obtained mark at all (our mock leaves an unmarked section out);
 * - `allZero`: only 0s, and this phone neither saved nor confirmed them: the real stored result answers an unmarked
 *   section as 0, the model's default (backend-facts-2 MA-2), so they cannot be told from the assessor's 0s. Screens
 *   say "All 0: confirm or change" rather than guess;
 * - `marked`: any obtained mark above 0, or 0s this phone saved or the assessor confirmed (`savedHere`,
 *   marksSavedHere.ts).
 */
export type SectionState = 'absent' | 'none' | 'allZero' | 'marked';

export function sectionState(
  rows: readonly MarksRow[] | undefined,
  section: MarkSection,
  savedHere: boolean,
): SectionState {
  const key = obtainedKey[section];
  const given = (rows ?? []).map((row) => row[key]).filter((mark) => mark !== undefined);
  if (given.length === 0) return 'none';
  if (given.some(isAbsentMark)) return 'absent';
  if (savedHere || given.some((mark) => typeof mark === 'number' && mark !== 0)) return 'marked';
  return 'allZero';
}

/** Whether a candidate's result holds marks entered in a section (see sectionState: only `marked` is). */
export function sectionMarked(
  rows: readonly MarksRow[] | undefined,
  section: MarkSection,
  savedHere: boolean,
): boolean {
  return sectionState(rows, section, savedHere) === 'marked';
}
