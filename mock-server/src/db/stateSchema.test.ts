import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed/index.ts';
import { testSeed } from '../testing/testApp.ts';
import { COLLECTION_SCHEMAS, firstStateError } from './stateSchema.ts';

describe("the stored collections' schemas", () => {
  it('fit the seed, every collection of it', () => {
    expect(firstStateError(testSeed() as unknown as Record<string, unknown>)).toBeNull();
    expect(
      firstStateError(createSeed({ seed: 7, today: '2026-01-15' }) as unknown as Record<string, unknown>),
    ).toBeNull();
    for (const name of Object.keys(testSeed())) expect(Object.keys(COLLECTION_SCHEMAS)).toContain(name);
  });

  it('name the first bad path', () => {
    const seed = testSeed() as unknown as Record<string, unknown[]>;
    expect(firstStateError({ ...seed, assessors: [null] })).toMatch(/^assessors\[0\]: /);
    expect(
      firstStateError({
        ...seed,
        sessions: [{ _id: 's', tokenHash: 'h', assessor_id: 'a', createdAt: 1, expiresAt: 2, endedAt: 'x' }],
      }),
    ).toMatch(/^sessions\[0\]\.endedAt: /);
    expect(firstStateError({ ...seed, outbox: undefined } as never)).toBe('outbox missing');
    expect(firstStateError({ ...seed, geofence: { enabled: 'no' } } as never)).toMatch(/^geofence\.enabled: /);
  });
});
