import { resultSaysAbsent } from './absentResult.ts';
import { obtainedKey, sectionMarked } from './marksEntered.ts';
import type { Candidate, Result, Section } from './models.ts';

export interface SheetRow {
  id: string;
  name: string;
  candidateId: string;
  theory: number | 'ABSENT' | null;
  viva: number | 'ABSENT' | null;
  practical: number | 'ABSENT' | null;
  total: number | 'ABSENT' | null;
  percentage: string;
  /**
   * Pass / Fail / Absent; NotMarked while no section holds a mark (the server then answers "Fail" with 0 %, which is
   * not a result); Incomplete while some of the candidate's sections hold marks and others none (the server's Pass or
   * Fail then counts the empty sections as 0); null while the result is not known.
   */
  result: 'Pass' | 'Fail' | 'Absent' | 'NotMarked' | 'Incomplete' | null;
}

/** Whether this phone saved a section of the candidate's marks (marksSavedHere.ts): then its 0s are the assessor's. */
export type SavedHere = (section: Section) => boolean;

/**
 * A section's obtained total: the answer's own total, else the sum over its NOS rows; null when nothing is marked
 * (the real result's default 0s included, see sectionMarked).
 */
function sectionTotal(result: Result, section: Section, savedHere: SavedHere): number | null {
  const own = {
    Theory: result.obtainedTotalTheoryMarks,
    viva: result.obtainedTotalVivaMarks,
    practical: result.obtainedTotalPracticalMarks,
  }[section];
  if (!sectionMarked(result.nosResult, section, savedHere(section))) return null;
  if (typeof own === 'number') return own;
  return result.nosResult.reduce<number>((sum, row) => {
    const mark = row[obtainedKey[section]];
    return sum + (typeof mark === 'number' ? mark : 0);
  }, 0);
}

const maxKey = { Theory: 'theoryMarks', viva: 'vivaMarks', practical: 'practicalMarks' } as const;
const sections = ['Theory', 'viva', 'practical'] as const;

/**
 * The sections a candidate's result asks marks for: those with a maximum above 0 in some NOS; a result without
 * maximums, those with an obtained mark in some NOS.
 */
export function sectionsOfResult(result: Result): Section[] {
  const withMax = sections.filter((section) => result.nosResult.some((row) => (row[maxKey[section]] ?? 0) > 0));
  if (withMax.length > 0) return withMax;
  return sections.filter((section) => result.nosResult.some((row) => row[obtainedKey[section]] !== undefined));
}

export function sheetRow(candidate: Candidate, result: Result | undefined, savedHere: SavedHere): SheetRow {
  const base = { id: candidate._id, name: candidate.name, candidateId: candidate.candidateId };
  if (!result) return { ...base, theory: null, viva: null, practical: null, total: null, percentage: '', result: null };
  const totals = {
    theory: sectionTotal(result, 'Theory', savedHere),
    viva: sectionTotal(result, 'viva', savedHere),
    practical: sectionTotal(result, 'practical', savedHere),
  };
  // An absent candidate's marks are "ABSENT" in every section they would have had, never marks.
  if (resultSaysAbsent(result)) {
    const absent = (section: Section) => (sectionsOfResult(result).includes(section) ? 'ABSENT' : null);
    return {
      ...base,
      theory: absent('Theory'),
      viva: absent('viva'),
      practical: absent('practical'),
      total: 'ABSENT',
      percentage: '',
      result: 'Absent',
    };
  }
  const totalOf = { Theory: totals.theory, viva: totals.viva, practical: totals.practical };
  const marked = sectionsOfResult(result).map((section) => totalOf[section] !== null);
  if (!marked.some(Boolean)) return { ...base, ...totals, total: null, percentage: '', result: 'NotMarked' };
  if (!marked.every(Boolean)) return { ...base, ...totals, total: null, percentage: '', result: 'Incomplete' };
  return {
    ...base,
    ...totals,
    total: result.obtainedGrandTotalMarks ?? null,
    percentage: result.percentage ?? '',
    result: result.result ?? null,
  };
}

export type SortKey = 'name' | 'theory' | 'viva' | 'practical' | 'total' | 'percentage' | 'result';

const rank = (value: SheetRow[SortKey]): number | string => {
  if (value === null || value === '') return -2;
  if (value === 'ABSENT') return -1;
  if (typeof value === 'string' && value.endsWith('%')) return Number.parseFloat(value);
  return value;
};

/** Rows sorted by a column (numbers as numbers, "ABSENT" and empty below 0), ties by candidate ID. */
export function sortRows(rows: readonly SheetRow[], key: SortKey, direction: 1 | -1): SheetRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [rank(a[key]), rank(b[key])];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction * order || a.candidateId.localeCompare(b.candidateId);
  });
}

export function resultCounts(rows: readonly SheetRow[]) {
  const counts = { Pass: 0, Fail: 0, Absent: 0, NotMarked: 0, Incomplete: 0 };
  for (const row of rows) if (row.result) counts[row.result] += 1;
  return counts;
}
