import { describe, expect, it } from 'vitest';
import { prefilledTimes, validate } from './regularizeRules.ts';

describe('prefilledTimes', () => {
  it("takes the record's times when they pass the form's check", () => {
    expect(prefilledTimes('09:05 AM', '05:10 PM')).toEqual({ clockIn: '09:05', clockOut: '17:10' });
    expect(prefilledTimes('09:12 AM', undefined)).toEqual({ clockIn: '09:12', clockOut: '' });
  });

  it('leaves a clock-out empty that is not after the clock-in, so the form never starts with its own error', () => {
    for (const out of ['09:05 AM', '08:00 AM']) {
      const times = prefilledTimes('09:05 AM', out);
      expect(times).toEqual({ clockIn: '09:05', clockOut: '' });
      expect(validate({ ...times, remark: 'Tapped too early', photo: null }).clockOut).toBe(
        'regularize.errors.clockOut',
      );
    }
  });
});
