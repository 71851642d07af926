import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../paths/paths.ts';
import { signedInTable, signedOutTable } from './routeTable.ts';

describe('route table', () => {
  it('uses exactly the patterns declared in paths', () => {
    const used = new Set([...signedOutTable, ...signedInTable].map(({ path }) => path));
    const declared = new Set(declaredRoutes().map(([, { pattern }]) => pattern));
    expect([...used].sort()).toEqual([...declared].sort());
  });

  it('lists a pattern at most once per route set', () => {
    for (const table of [signedOutTable, signedInTable]) {
      expect(new Set(table.map(({ path }) => path)).size).toBe(table.length);
    }
  });
});
