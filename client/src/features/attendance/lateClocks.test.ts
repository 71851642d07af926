import { describe, expect, it } from 'vitest';
import { lateClocks, LATE_AFTER_MINUTES } from './lateClocks.ts';
import type { ShownRecord } from './shownRecords.ts';

// Instants by their India time on 10 March 2025 (IST is UTC+05:30).
const ist = (time: string) => Date.parse(`2025-03-10T${time}:00.000+05:30`);

const record = (change: Partial<ShownRecord> = {}): ShownRecord =>
  ({
    id: 'r1',
    batchRef: 'b1',
    day: '2025-03-10',
    clockInTime: '05:30 PM',
    clockOutTime: undefined,
    isClockOut: false,
    waiting: [],
    queuedOnly: false,
    ...change,
  }) as ShownRecord;

describe('late times: the server recorded an end of the day far from when the phone took it', () => {
  it('says a clock-in taken at 09:56 and recorded at 05:30 PM', () => {
    expect(lateClocks(record(), { clockIn: ist('09:56') })).toEqual([
      { action: 'clockIn', taken: '09:56 AM', recorded: '05:30 PM' },
    ]);
  });

  it(`allows ${LATE_AFTER_MINUTES} minutes either way and says nothing up to them`, () => {
    expect(lateClocks(record({ clockInTime: '10:11 AM' }), { clockIn: ist('09:56') })).toEqual([]);
    expect(lateClocks(record({ clockInTime: '09:41 AM' }), { clockIn: ist('09:56') })).toEqual([]);
    expect(lateClocks(record({ clockInTime: '10:12 AM' }), { clockIn: ist('09:56') })).toHaveLength(1);
    expect(lateClocks(record({ clockInTime: '09:40 AM' }), { clockIn: ist('09:56') })).toHaveLength(1);
  });

  it('measures the short way round midnight', () => {
    const closed = record({ clockInTime: '09:00 PM', clockOutTime: '12:05 AM', isClockOut: true });
    expect(lateClocks(closed, { clockIn: ist('21:00'), clockOut: ist('23:55') })).toEqual([]);
    expect(lateClocks(closed, { clockIn: ist('21:00'), clockOut: ist('23:45') })).toEqual([
      { action: 'clockOut', taken: '11:45 PM', recorded: '12:05 AM' },
    ]);
  });

  it('checks both ends, each against its own taken time', () => {
    const closed = record({ clockInTime: '09:58 AM', clockOutTime: '08:10 PM', isClockOut: true });
    expect(lateClocks(closed, { clockIn: ist('09:56'), clockOut: ist('17:30') })).toEqual([
      { action: 'clockOut', taken: '05:30 PM', recorded: '08:10 PM' },
    ]);
  });

  it('says nothing of an end still waiting to send, without a taken time, or without a recorded time', () => {
    expect(lateClocks(record({ waiting: ['clockIn'] }), { clockIn: ist('09:56') })).toEqual([]);
    expect(lateClocks(record(), undefined)).toEqual([]);
    expect(lateClocks(record(), { clockOut: ist('17:30') })).toEqual([]);
    expect(lateClocks(record({ clockInTime: undefined }), { clockIn: ist('09:56') })).toEqual([]);
  });
});
