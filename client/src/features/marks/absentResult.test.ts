import { expect, it } from 'vitest';
import { absentByResult, resultSaysAbsent } from './absentResult.ts';

it('reads the result Absent, in any case, as absent', () => {
  expect(resultSaysAbsent({ result: 'Absent', nosResult: [] })).toBe(true);
  expect(resultSaysAbsent({ result: 'ABSENT' })).toBe(true);
});

it('reads an obtained mark ABSENT, in a NOS or the grand total, as absent', () => {
  expect(resultSaysAbsent({ nosResult: [{ obtainedTheoryMarks: 'ABSENT' }] })).toBe(true);
  expect(resultSaysAbsent({ nosResult: [{ obtainedTheoryMarks: 0 }, { obtainedVivaMarks: 'ABSENT' }] })).toBe(true);
  expect(resultSaysAbsent({ obtainedGrandTotalMarks: 'ABSENT', nosResult: [] })).toBe(true);
});

it('reads no result, Pass, Fail, marks and the default 0s as not absent', () => {
  expect(resultSaysAbsent(undefined)).toBe(false);
  expect(
    resultSaysAbsent({ result: 'Fail', obtainedGrandTotalMarks: 0, nosResult: [{ obtainedTheoryMarks: 0 }] }),
  ).toBe(false);
  expect(resultSaysAbsent({ result: 'Pass', nosResult: [{ obtainedTheoryMarks: 12 }] })).toBe(false);
});

it("names the absent of results listed in the candidates' order, a result not loaded yet left out", () => {
  const absent = absentByResult(['c1', 'c2', 'c3'], [{ result: 'Absent' }, undefined, { result: 'Pass' }]);
  expect([...absent]).toEqual(['c1']);
});
