import { expect, it } from 'vitest';
import { sectionMarked } from './marksEntered.ts';

it('reads a section whose every obtained mark is the stored default 0 as not marked', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory')).toBe(false);
  expect(sectionMarked([{ obtainedVivaMarks: 0, vivaQuestionMarks: [] }], 'viva')).toBe(false);
});

it('reads marks as entered when any is above 0, ABSENT, or per-question marks are listed', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 4 }], 'Theory')).toBe(true);
  expect(sectionMarked([{ obtainedPracticalMarks: 'ABSENT' }], 'practical')).toBe(true);
  expect(sectionMarked([{ obtainedVivaMarks: 0, vivaQuestionMarks: [{ question_id: 'q', obtainedMarks: 0 }] }], 'viva')).toBe(true);
});

it('trusts a 0 where the answer leaves unmarked rows out (our mock), and reads an empty result as not marked', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, {}], 'Theory')).toBe(true);
  expect(sectionMarked([{}, {}], 'Theory')).toBe(false);
  expect(sectionMarked([], 'Theory')).toBe(false);
  expect(sectionMarked(undefined, 'viva')).toBe(false);
});
