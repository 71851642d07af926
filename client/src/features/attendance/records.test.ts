import { hms } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { recordDate, recordOfDay, recordsOf, type RawRecord } from './records.ts';
import { clockOfInput, inputOfClock } from './time.ts';

const base: RawRecord = {
  _id: 'r1',
  assesor_id: 'a1',
  batch_id: 'b1',
  isClockIn: true,
  isClockOut: false,
  clockInTime: '09:12 AM',
  clockOutTime: null,
  duration: null,
  createdAt: '2025-03-09T20:00:00.000Z',
};

describe('attendance records from the API', () => {
  it('reads the real empty answer `details: {}` as no records', () => {
    expect(recordsOf({})).toEqual([]);
    expect(recordsOf(undefined)).toEqual([]);
  });

  it('tolerates bare ids, string coordinates and a populated batch and request', () => {
    const [bare, populated] = recordsOf({
      attendanceList: [
        { ...base, location: { latitude: '28.6139', longitude: '77.2090' }, regularise_Id: 'q1' },
        {
          ...base,
          _id: 'r2',
          isClockOut: true,
          clockOutTime: '05:10 PM',
          duration: '08:05:00',
          location: { latitude: 'north', longitude: 1 },
          batch_id: { _id: 'b2', batchId: 'BT2500017', examCenterName: 'Centre', jobRole: { jobRole: 'Tailor' } },
          regularise_Id: {
            _id: 'q2',
            clockInTime: '09:00 AM',
            clockOutTime: '05:00 PM',
            assesor_id: 'a1',
            batch_id: 'b2',
            attendence_id: 'r2',
            remark: 'Late',
            isApprove: 'approve',
            comment: 'OK',
          },
        },
      ],
      totalCounts: 2,
      totalPages: 1,
    });
    expect(bare).toMatchObject({
      batchRef: 'b1',
      batchId: undefined,
      location: { latitude: 28.6139, longitude: 77.209 },
      requestId: 'q1',
      request: undefined,
    });
    // 20:00 UTC is 01:30 the next day in India.
    expect(bare!.day).toBe('2025-03-10');
    expect(populated).toMatchObject({
      batchRef: 'b2',
      batchId: 'BT2500017',
      location: undefined,
      isClockOut: true,
      request: { state: 'approve', comment: 'OK' },
    });
    expect(recordOfDay([bare!, populated!], 'b1', '2025-03-10')?.id).toBe('r1');
  });

  it('converts between "hh:mm AM" and time inputs, and formats durations', () => {
    expect(inputOfClock('09:12 AM')).toBe('09:12');
    expect(inputOfClock('12:05 AM')).toBe('00:05');
    expect(inputOfClock('05:10 PM')).toBe('17:10');
    expect(inputOfClock(null)).toBe('');
    expect(clockOfInput('17:10')).toBe('05:10 PM');
    expect(clockOfInput('00:05')).toBe('12:05 AM');
    expect(clockOfInput('12:30')).toBe('12:30 PM');
    expect(hms((8 * 3600 + 5 * 60 + 7) * 1000)).toBe('08:05:07');
  });
});

describe('recordDate', () => {
  it("shows a record's day as DD/MM/YYYY, a day that does not read as sent, none as nothing", () => {
    expect(recordDate('2025-03-05')).toBe('05/03/2025');
    expect(recordDate('05-03-2025')).toBe('05/03/2025');
    expect(recordDate('yesterday')).toBe('yesterday');
    expect(recordDate(undefined)).toBe('');
  });
});
