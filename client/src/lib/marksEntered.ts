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

/**
 * Whether a candidate's result holds marks entered in a section. Our mock leaves an unmarked section's obtained marks
 * out; the real stored result may answer them as 0, the model's default (backend-facts-2 MA-2). So:
 * - no obtained mark at all: not marked;
 * - any obtained mark above 0, or "ABSENT": marked (the default is never either);
 * - only 0s: marked only when this phone saved the section (`savedHere`, lib/marksSavedHere.ts), i.e. the assessor
 *   gave 0 here. Elsewhere 0s cannot be told from the default and read as not marked.
 * Reading every all-0 section as unmarked hid the assessor's own 0 (they never saw "All marks saved"), and trusting
 * every 0 showed a "0" nobody entered: the phone's memory keeps both right where the marks were entered.
 */
export function sectionMarked(
  rows: readonly MarksRow[] | undefined,
  section: MarkSection,
  savedHere: boolean,
): boolean {
  if (!rows || rows.length === 0) return false;
  const key = obtainedKey[section];
  const given = rows.map((row) => row[key]).filter((mark) => mark !== undefined);
  if (given.length === 0) return false;
  return savedHere || given.some((mark) => mark === 'ABSENT' || (typeof mark === 'number' && mark !== 0));
}
