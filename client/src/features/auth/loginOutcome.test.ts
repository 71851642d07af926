import { describe, expect, it } from 'vitest';
import { completionFrom, mobileFrom } from './loginOutcome.ts';

const answer = (status: number, error?: unknown) => ({
  status,
  message: 'refused',
  ...(error === undefined ? {} : { error }),
});

describe('login outcome payloads (contract errors of loginAssessor)', () => {
  it('reads the declared 422 and 426 payloads', () => {
    expect(mobileFrom(answer(422, { mobile: '9000000001' }))).toBe('9000000001');
    expect(completionFrom(answer(426, { _id: 'u1', mobile: '9000000003', email: 'a@b.co' }))).toEqual({
      _id: 'u1',
      mobile: '9000000003',
    });
  });

  it('tolerates a payload that is missing, a string, or partly there', () => {
    expect(mobileFrom(answer(422))).toBeUndefined();
    expect(mobileFrom(answer(422, 'Your mobile number is not verified.'))).toBeUndefined();
    expect(mobileFrom(answer(422, { mobile: 9000000001 }))).toBeUndefined();
    expect(completionFrom(answer(426, 'Profile not created.'))).toEqual({});
    expect(completionFrom(answer(426, null))).toEqual({});
    expect(completionFrom(answer(426, { _id: 'u1' }))).toEqual({ _id: 'u1' });
  });
});
