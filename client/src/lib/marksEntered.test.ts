import { expect, it } from 'vitest';
import { sectionMarked } from './marksEntered.ts';

it('reads a section whose obtained marks are all 0 as marked 0: a saved 0 is a mark', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory')).toBe(true);
  expect(sectionMarked([{ obtainedVivaMarks: 0, vivaQuestionMarks: [] }], 'viva')).toBe(true);
});

it('reads marks as entered when any is above 0, ABSENT, or per-question marks are listed', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 4 }], 'Theory')).toBe(true);
  expect(sectionMarked([{ obtainedPracticalMarks: 'ABSENT' }], 'practical')).toBe(true);
  expect(
    sectionMarked([{ obtainedVivaMarks: 0, vivaQuestionMarks: [{ question_id: 'q', obtainedMarks: 0 }] }], 'viva'),
  ).toBe(true);
});

it('trusts a 0 where the answer leaves unmarked rows out (our mock), and reads an empty result as not marked', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, {}], 'Theory')).toBe(true);
  expect(sectionMarked([{}, {}], 'Theory')).toBe(false);
  expect(sectionMarked([], 'Theory')).toBe(false);
  expect(sectionMarked(undefined, 'viva')).toBe(false);
});
