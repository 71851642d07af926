import { describe, expect, expectTypeOf, it } from 'vitest';
import { route, type ParamsOf } from './route.ts';

describe('route', () => {
  it('derives required and optional params from the pattern', () => {
    expectTypeOf<ParamsOf<'/a/:id/b/:day?'>>().toEqualTypeOf<{ id: string } & { day?: string }>();
    const noParams = route('/a/b');
    expectTypeOf(noParams.to).parameters.toEqualTypeOf<[]>();
    // @ts-expect-error a required param is missing
    expect(() => route('/a/:id').to({})).toThrow('/a/:id needs :id');
    // @ts-expect-error a param the pattern does not name
    expectTypeOf(() => route('/a/:id').to({ id: '1', other: '2' })).toBeFunction();
  });

  it('fills params, and drops an omitted optional segment', () => {
    const day = route('/batch/:batchID/tab/:tabID/:date?');
    expect(day.to({ batchID: 'b1', tabID: 't1' })).toBe('/batch/b1/tab/t1');
    expect(day.to({ batchID: 'b1', tabID: 't1', date: '12-05-2025' })).toBe('/batch/b1/tab/t1/12-05-2025');
    expect(route('/').to()).toBe('/');
  });

  it('encodes values so that a param stays one segment', () => {
    expect(route('/x/:id').to({ id: 'a/b c' })).toBe('/x/a%2Fb%20c');
  });
});
