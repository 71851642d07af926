import { describe, expect, it } from 'vitest';
import { lateStart, prefilledTimes, validate } from './regularizeRules.ts';

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

describe('lateStart', () => {
  const record = { clockInTime: '05:30 PM', clockOutTime: '06:10 PM' };

  it("asks for the phone's time of each end recorded late and keeps the record's other time", () => {
    expect(lateStart(record, [{ action: 'clockIn', taken: '09:56 AM', recorded: '05:30 PM' }])).toEqual({
      clockIn: '09:56',
      clockOut: '18:10',
      proof: 'clockIn',
    });
    expect(
      lateStart(record, [
        { action: 'clockIn', taken: '09:56 AM', recorded: '05:30 PM' },
        { action: 'clockOut', taken: '05:45 PM', recorded: '06:10 PM' },
      ]),
    ).toEqual({ clockIn: '09:56', clockOut: '17:45', proof: 'clockIn' });
  });

  it('starts from the record alone when nothing was late, and never with a clock-out before the clock-in', () => {
    expect(lateStart(record, [])).toEqual({ clockIn: '17:30', clockOut: '18:10', proof: undefined });
    const outLate = [{ action: 'clockOut' as const, taken: '04:00 PM', recorded: '06:10 PM' }];
    expect(lateStart(record, outLate)).toEqual({ clockIn: '17:30', clockOut: '', proof: 'clockOut' });
  });
});
