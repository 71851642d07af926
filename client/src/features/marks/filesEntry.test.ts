import { expect, it } from 'vitest';
import { countHolding } from '../../outbox/storedCheck.ts';
import { filesDraft } from './filesEntry.ts';

const listed = (isVivas: boolean[]) => ({
  filesUrl: isVivas.map((isViva, i) => ({ _id: String(i), fileKey: `k${i}`, isViva, isVideo: true })),
});

it("checks a lost upload by the section's file count, not by a file name the real model lacks", () => {
  const draft = filesDraft('b1', 'c1', true, new File(['x'], 'clip.mp4', { type: 'video/mp4' }), 2);
  expect(draft.check).toEqual({
    call: 'viewCandidateFiles',
    args: { query: { batch_id: 'b1', candidate_id: 'c1' } },
    has: { isViva: true },
    atLeast: 2,
  });
  const { has, atLeast } = draft.check!;
  // One viva file before the upload: stored only when a second one is listed (practical files do not count).
  expect(countHolding(listed([true, false, false]), has, atLeast!)).toBe(1);
  expect(countHolding(listed([true, false, true]), has, atLeast!)).toBe(2);
  expect(countHolding([], has, atLeast!)).toBe(0);
});
