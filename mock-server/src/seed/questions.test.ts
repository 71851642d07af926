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
  // Only the close-out batch that is ready to invoice has marks, each within its section's maximum.
  const marked = new Set(state.candidateMarks.map((mark) => mark.batch_id));
  expect(marked.size).toBe(1);
  for (const mark of state.candidateMarks) {
    const nos = state.jobRoles.flatMap((role) => role.nos).find((one) => one._id === mark.nos_id)!;
    const max = mark.section === 'Theory' ? nos.theoryTM : mark.section === 'viva' ? nos.vivaTM : nos.practicalTM;
    expect(mark.obtainedMarks).toBeGreaterThanOrEqual(0);
    expect(mark.obtainedMarks).toBeLessThanOrEqual(max);
  }
  expect(state.candidateFiles).toEqual([]);
});
