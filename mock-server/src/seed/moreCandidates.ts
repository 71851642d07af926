import { Faker, en, en_IN } from '@faker-js/faker';
import type { Batch, Candidate } from '../db/types.ts';
import { makeCandidate } from './people.ts';

/** A number of a string (FNV-1a), so the same batch always gets the same extra candidates. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Candidates `from`+1 … `to` of a batch, deterministic for the batch and the mock's seed. */
export function moreCandidates(batch: Batch, from: number, to: number, seed: number): Candidate[] {
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(hashOf(`${seed}:${batch._id}:${from}`));
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => makeCandidate(f, batch, from + i));
}
