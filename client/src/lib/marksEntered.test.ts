import { expect, it } from 'vitest';
import { sectionMarked } from './marksEntered.ts';

it('reads a section without any obtained mark as not marked, saved here or not', () => {
  expect(sectionMarked([{}, {}], 'Theory', false)).toBe(false);
  expect(sectionMarked([{}, {}], 'Theory', true)).toBe(false);
  expect(sectionMarked([], 'Theory', true)).toBe(false);
  expect(sectionMarked(undefined, 'viva', true)).toBe(false);
});

it('reads all 0s not saved on this phone as the stored default: not marked', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory', false)).toBe(false);
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, {}], 'Theory', false)).toBe(false);
  expect(
    sectionMarked(
      [{ obtainedVivaMarks: 0, vivaQuestionMarks: [{ question_id: 'q', obtainedMarks: 0 }] }],
      'viva',
      false,
    ),
  ).toBe(false);
});

it('reads all 0s saved on this phone as the 0 the assessor gave: marked', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory', true)).toBe(true);
  expect(sectionMarked([{ obtainedPracticalMarks: 0 }, {}], 'practical', true)).toBe(true);
});

it('reads a mark above 0 or ABSENT as marked wherever it was saved', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 4 }], 'Theory', false)).toBe(true);
  expect(sectionMarked([{ obtainedPracticalMarks: 'ABSENT' }], 'practical', false)).toBe(true);
  // Another section's marks say nothing of this one.
  expect(sectionMarked([{ obtainedVivaMarks: 4, obtainedTheoryMarks: 0 }], 'Theory', false)).toBe(false);
});
