import { expect, it } from 'vitest';
import { sectionMarked, sectionState } from './marksEntered.ts';

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

it('reads a mark above 0 as marked wherever it was saved', () => {
  expect(sectionMarked([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 4 }], 'Theory', false)).toBe(true);
  // Another section's marks say nothing of this one.
  expect(sectionMarked([{ obtainedVivaMarks: 4, obtainedTheoryMarks: 0 }], 'Theory', false)).toBe(false);
});

it('never reads ABSENT as marked, saved here or not', () => {
  expect(sectionMarked([{ obtainedPracticalMarks: 'ABSENT' }], 'practical', false)).toBe(false);
  expect(sectionMarked([{ obtainedTheoryMarks: 'ABSENT' }, { obtainedTheoryMarks: 'ABSENT' }], 'Theory', true)).toBe(
    false,
  );
  expect(sectionState([{ obtainedVivaMarks: 'ABSENT' }], 'viva', true)).toBe('absent');
});

it('tells the four states of a section apart', () => {
  expect(sectionState(undefined, 'Theory', false)).toBe('none');
  expect(sectionState([{ obtainedVivaMarks: 3 }], 'Theory', true)).toBe('none');
  expect(sectionState([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory', false)).toBe('allZero');
  // Confirmed or saved on this phone: the assessor's 0s.
  expect(sectionState([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 0 }], 'Theory', true)).toBe('marked');
  expect(sectionState([{ obtainedTheoryMarks: 0 }, { obtainedTheoryMarks: 2 }], 'Theory', false)).toBe('marked');
});
