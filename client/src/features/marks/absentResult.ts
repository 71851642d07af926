import { isAbsentMark, obtainedKey, type MarksRow } from './marksEntered.ts';

/** The parts of a candidate's result (`get-nos-marks`) that tell an absent candidate. */
export interface ResultOfCandidate {
  result?: string | undefined;
  obtainedGrandTotalMarks?: number | string | undefined;
  nosResult?: readonly MarksRow[] | undefined;
}

/**
 * Whether a candidate's result says they were absent: the result "Absent" (or "ABSENT"), or an obtained mark
 * "ABSENT". The real candidate list carries no `isPresent` (backend-facts-2 CA-2), so on a phone that did not take the
 * attendance the result is the only place the server says so; read, an absent candidate showed as marked in every
 * section ("ABSENT" is not empty).
 */
export function resultSaysAbsent(result: ResultOfCandidate | undefined): boolean {
  if (!result) return false;
  if (isAbsentMark(result.result) || isAbsentMark(result.obtainedGrandTotalMarks)) return true;
  return (result.nosResult ?? []).some((row) => Object.values(obtainedKey).some((key) => isAbsentMark(row[key])));
}

/** The candidates (ids) whose result says absent, of results listed in the candidates' order. */
export function absentByResult(
  candidateIds: readonly string[],
  results: readonly (ResultOfCandidate | undefined)[],
): ReadonlySet<string> {
  return new Set(candidateIds.filter((_, index) => resultSaysAbsent(results[index])));
}
