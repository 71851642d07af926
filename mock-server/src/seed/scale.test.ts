import { expect, it } from 'vitest';
import { createSeed } from './index.ts';
import { scaleState } from './scale.ts';

it('grows assessors, batches and candidates 10 times with unique ids, keeping the originals', () => {
  const seed = createSeed({ seed: 7, today: '2025-03-10' });
  const big = scaleState(seed, 10);
  expect(big.candidates).toHaveLength(seed.candidates.length * 10);
  expect(big.batches).toHaveLength(seed.batches.length * 10);
  expect(big.assessors).toHaveLength(seed.assessors.length * 10);
  expect(new Set(big.candidates.map((c) => c._id)).size).toBe(big.candidates.length);
  expect(new Set(big.assessors.map((a) => a.email)).size).toBe(big.assessors.length);
  expect(big.candidates.slice(0, seed.candidates.length)).toEqual(seed.candidates);
  const copy = big.batches.at(-1)!;
  expect(big.assessors.some((a) => a._id === copy.accessorId)).toBe(true);
  expect(big.candidates.filter((c) => c.batchId === copy._id)).toHaveLength(copy.batchSize);
});
