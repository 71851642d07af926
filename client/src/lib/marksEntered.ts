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
 * Whether a candidate's result holds marks entered in a section: any obtained mark given, 0 included. Our mock leaves
 * an unmarked section's obtained marks out. The real stored result may answer an unmarked section as 0 (its default,
 * backend-facts-2 MA-2), which reads as marked 0 here: reading every all-0 section as unmarked hid a real 0 (an
 * assessor who gave 0 never saw "All marks saved"), so telling the two apart waits for a field the server sends.
 */
export function sectionMarked(rows: readonly MarksRow[] | undefined, section: MarkSection): boolean {
  if (!rows || rows.length === 0) return false;
  const key = obtainedKey[section];
  return rows.some((row) => row[key] !== undefined);
}
