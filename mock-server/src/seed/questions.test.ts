import { expect, it } from 'vitest';
import { createSeed } from './index.ts';

it('gives every NOS section questions that add up to its maximum, in English and Hindi', () => {
  const state = createSeed({ seed: 99, today: '2025-03-10' });
  for (const nos of state.jobRoles.flatMap((role) => role.nos)) {
    expect(nos.vivaQuestions.reduce((sum, q) => sum + q.marks, 0)).toBe(nos.vivaTM);
    expect(nos.practicalQuestions.reduce((sum, q) => sum + q.marks, 0)).toBe(nos.practicalTM);
    for (const q of [...nos.vivaQuestions, ...nos.practicalQuestions]) {
      expect(q.lang.map((l) => l.language)).toEqual(['English', 'Hindi']);
      expect(q.lang[1]!.questionText).toMatch(/[\u0900-\u097F]/);
    }
  }
  expect(state.candidateMarks).toEqual([]);
  expect(state.candidateFiles).toEqual([]);
});
