import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { batchDocumentSlugs, declaredRoutes, paths } from './paths.ts';

const paramsIn = (pattern: string) =>
  [...pattern.matchAll(/:([\w-]+)(\?)?/g)].map(([, name = '', optional]) => ({ name, optional: !!optional }));

describe('paths', () => {
  const routes = declaredRoutes();

  it('declares each pattern once', () => {
    const patterns = routes.map(([, { pattern }]) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(routes)('%s builds a path that matches its own pattern with the same params', (_, { pattern, to }) => {
    const params = Object.fromEntries(paramsIn(pattern).map(({ name }) => [name, `v-${name}`]));
    const build = to as (params?: Record<string, string>) => string;
    const built = build(params);
    expect(built).not.toContain(':');
    expect(matchPath({ path: pattern, end: true }, built)?.params).toEqual(params);
    for (const { name } of paramsIn(pattern).filter(({ optional }) => optional)) {
      const without = Object.fromEntries(Object.entries(params).filter(([key]) => key !== name));
      expect(matchPath({ path: pattern, end: true }, build(without))?.params).toEqual({
        ...without,
        [name]: undefined,
      });
    }
  });

  it('builds the paths the screens link to', () => {
    expect(paths.batch.activity.to({ batchID: 'b1', activity: 'group-photos', tabID: 't1', date: '12-05-2025' })).toBe(
      '/batch/b1/assessment/activities/group-photos/t1/12-05-2025',
    );
    expect(paths.batch.document.annexure.to({ batchID: 'b1', tabID: 't2' })).toBe(
      '/batch/b1/assessment/batch-documents/annexure/t2',
    );
    expect(paths.attendance.applyRegularizeRecapture.to({ batchId: 'b1', assessorId: 'a1', actionId: 'x1' })).toBe(
      '/batchassessment-details/attendence/apply-regularize/b1/a1/x1/re-capture',
    );
    expect(batchDocumentSlugs).toEqual(['tp-declaration', 'annexure', 'other-documents', 'attendance-sheet']);
  });
});
