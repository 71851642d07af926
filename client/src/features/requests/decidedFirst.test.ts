import { describe, expect, it } from 'vitest';
import type { Batch } from '../../api/models.ts';
import { decidedFirst, requestStateOf } from './decidedFirst.ts';

const request = (_id: string, isAcceptAssesor: boolean, RejectComment: string | null = null) =>
  ({ _id, batchId: _id, isAcceptAssesor, RejectComment }) as Batch;

describe('decidedFirst', () => {
  it('puts the requests decided here first in their own tab, once', () => {
    const served = [request('a', true), request('b', true), request('c', true)];
    const decided = [request('c', true), request('x', false, 'Too far'), request('d', true)];
    expect(decidedFirst(served, decided, 'accepted').map((b) => b._id)).toEqual(['c', 'd', 'a', 'b']);
    expect(decidedFirst([], decided, 'rejected').map((b) => b._id)).toEqual(['x']);
    expect(decidedFirst(served, decided, 'pending').map((b) => b._id)).toEqual(['a', 'b', 'c']);
  });

  it('reads the state of api-facts §4', () => {
    expect(requestStateOf(request('p', false))).toBe('pending');
    expect(requestStateOf(request('r', false, 'No'))).toBe('rejected');
    expect(requestStateOf(request('a', true))).toBe('accepted');
  });
});
