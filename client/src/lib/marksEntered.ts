export type MarkSection = 'Theory' | 'viva' | 'practical';

/** The parts of a result row (`nosResult` item) that tell whether marks were entered. */
export interface MarksRow {
  obtainedTheoryMarks?: number | 'ABSENT';
  obtainedVivaMarks?: number | 'ABSENT';
  obtainedPracticalMarks?: number | 'ABSENT';
  vivaQuestionMarks?: readonly unknown[];
  practicalQuestionMarks?: readonly unknown[];
}

export const obtainedKey = { Theory: 'obtainedTheoryMarks', viva: 'obtainedVivaMarks', practical: 'obtainedPracticalMarks' } as const;
const questionKey = { Theory: undefined, viva: 'vivaQuestionMarks', practical: 'practicalQuestionMarks' } as const;

/**
 * Whether a candidate's result holds marks entered in a section. Our mock leaves an unmarked section's obtained marks
 * out; the real stored result may answer every one as 0 (its default, backend-facts-2 MA-2). So when every row of the
 * section carries a number, all of them 0, with no per-question marks and no "ABSENT", the section reads as not marked:
 * 0 there cannot be told from "never entered" (a section truly marked 0 everywhere reads the same; entering it again
 * is harmless). Where some row leaves the field out, the server marks "not entered" by absence and a 0 is a mark.
 */
export function sectionMarked(rows: readonly MarksRow[] | undefined, section: MarkSection): boolean {
  if (!rows || rows.length === 0) return false;
  const key = obtainedKey[section];
  const values = rows.map((row) => row[key]);
  if (values.every((value) => value === undefined)) return false;
  if (values.some((value) => value === undefined)) return true;
  const questions = questionKey[section];
  return values.some((value) => value === 'ABSENT' || (value ?? 0) > 0)
    || (questions !== undefined && rows.some((row) => (row[questions]?.length ?? 0) > 0));
}
