import { describe, expect, it } from 'vitest';
import { clockScope } from './clockDraft.ts';
import { queuedClocksOf, type ClockEntryLike, type QueuedClock } from './queuedClocks.ts';
import { recordView, type RawRecord, type RecordView } from './records.ts';
import { queuedRecordId, shownRecord, shownRecords } from './shownRecords.ts';

// 10 March 2025 in India: 09:56 and 17:30 IST.
const at0956 = Date.parse('2025-03-10T04:26:00.000Z');
const at1730 = Date.parse('2025-03-10T12:00:00.000Z');

const clock = (change: Partial<QueuedClock> & Pick<QueuedClock, 'action' | 'takenAt'>): QueuedClock => ({
  batchRef: 'b1',
  day: '2025-03-10',
  batchId: 'BT1',
  stopped: false,
  ...change,
});

const server = (change: Partial<RawRecord> = {}): RecordView =>
  recordView({
    _id: 'r1',
    assesor_id: 'a1',
    batch_id: 'b1',
    isClockIn: true,
    isClockOut: false,
    clockInTime: '09:58 AM',
    clockOutTime: null,
    duration: null,
    createdAt: '2025-03-10T04:28:00.000Z',
    ...change,
  });

describe('queued clock-ins and clock-outs from the outbox', () => {
  it('reads the batch, day and action from the scope and the taken time from the local facts', () => {
    const entries: ClockEntryLike[] = [
      {
        scope: clockScope('b1', '2025-03-10', 'clockIn'),
        state: 'waiting',
        createdAt: 5,
        local: { takenAt: 3, batchId: 'BT1' },
      },
      { scope: clockScope('b1', '2025-03-10', 'clockOut'), state: 'failed', createdAt: 7 },
      { scope: 'evidence/d1/photos', state: 'waiting', createdAt: 9 },
      { scope: 'attendance-regularize/r1', state: 'waiting', createdAt: 9 },
    ];
    expect(queuedClocksOf(entries)).toEqual([
      { batchRef: 'b1', day: '2025-03-10', action: 'clockIn', takenAt: 3, batchId: 'BT1', stopped: false },
      // An entry made before the phone kept the taken time: its creation stands in for it.
      { batchRef: 'b1', day: '2025-03-10', action: 'clockOut', takenAt: 7, batchId: undefined, stopped: true },
    ]);
  });
});

describe('the queue over the server records', () => {
  it('keeps the server records as they are when nothing waits', () => {
    const [record] = shownRecords([server()], []);
    expect(record).toMatchObject({ id: 'r1', clockInTime: '09:58 AM', waiting: [], queuedOnly: false });
  });

  it('shows a queued clock-in of a day the server has no record of as that day, waiting to send, first', () => {
    const older = server({ _id: 'r0', createdAt: '2025-03-09T04:00:00.000Z' });
    const shown = shownRecords([older], [clock({ action: 'clockIn', takenAt: at0956 })]);
    expect(shown.map((record) => record.id)).toEqual([queuedRecordId('b1', '2025-03-10'), 'r0']);
    expect(shown[0]).toMatchObject({
      batchRef: 'b1',
      batchId: 'BT1',
      day: '2025-03-10',
      clockInTime: '09:56 AM',
      createdAt: at0956,
      isClockOut: false,
      waiting: ['clockIn'],
      queuedOnly: true,
    });
  });

  it('closes the queued day with a queued clock-out: its time and the duration as taken', () => {
    const [record] = shownRecords(
      [],
      [clock({ action: 'clockIn', takenAt: at0956 }), clock({ action: 'clockOut', takenAt: at1730 })],
    );
    expect(record).toMatchObject({
      clockInTime: '09:56 AM',
      clockOutTime: '05:30 PM',
      isClockOut: true,
      duration: '07:34:00',
      waiting: ['clockIn', 'clockOut'],
    });
  });

  it("closes the server's open record with a queued clock-out, counted from the server's clock-in", () => {
    const [record] = shownRecords([server()], [clock({ action: 'clockOut', takenAt: at1730 })]);
    expect(record).toMatchObject({
      id: 'r1',
      clockInTime: '09:58 AM',
      clockOutTime: '05:30 PM',
      isClockOut: true,
      duration: '07:32:00',
      waiting: ['clockOut'],
      queuedOnly: false,
    });
  });

  it('lets the server speak for what it has: a queued clock-in of a recorded day, a clock-out of a closed one', () => {
    const closed = server({ isClockOut: true, clockOutTime: '05:00 PM', duration: '07:02:00' });
    const [record, ...rest] = shownRecords(
      [closed],
      [clock({ action: 'clockIn', takenAt: at0956 }), clock({ action: 'clockOut', takenAt: at1730 })],
    );
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ clockInTime: '09:58 AM', clockOutTime: '05:00 PM', waiting: [] });
  });

  it('counts nothing for stopped entries, another batch or day, or a clock-out without any clock-in', () => {
    const shown = shownRecords(
      [server()],
      [
        clock({ action: 'clockIn', takenAt: at0956, batchRef: 'b2', stopped: true }),
        clock({ action: 'clockOut', takenAt: at1730, stopped: true }),
        clock({ action: 'clockOut', takenAt: at1730, batchRef: 'b3' }),
        clock({ action: 'clockOut', takenAt: at1730, day: '2025-03-11' }),
      ],
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: 'r1', isClockOut: false, waiting: [] });
  });

  it('takes the first of two queued clock-ins of a day (the server refuses the second)', () => {
    const shown = shownRecords(
      [],
      [clock({ action: 'clockIn', takenAt: at0956 }), clock({ action: 'clockIn', takenAt: at1730 })],
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]!.clockInTime).toBe('09:56 AM');
  });

  it('gives one record with its day from the queue, whatever else waits (the details screen)', () => {
    const record = shownRecord(server(), [
      clock({ action: 'clockIn', takenAt: at0956, batchRef: 'b2' }),
      clock({ action: 'clockOut', takenAt: at1730 }),
    ]);
    expect(record).toMatchObject({ id: 'r1', clockOutTime: '05:30 PM', waiting: ['clockOut'] });
  });

  it('shows today\'s clocks the server took before its list does, without "waiting to send"', () => {
    const sent = [clock({ action: 'clockIn', takenAt: at0956 }), clock({ action: 'clockOut', takenAt: at1730 })];
    const [fromPhone] = shownRecords([], [], sent);
    expect(fromPhone).toMatchObject({
      clockInTime: '09:56 AM',
      clockOutTime: '05:30 PM',
      waiting: [],
      queuedOnly: true,
    });
    // The list caught up: the server's record speaks, the phone's times are not laid over it.
    const closed = server({ isClockOut: true, clockOutTime: '05:31 PM', duration: '07:33:00' });
    expect(shownRecords([closed], [], sent)).toMatchObject([{ id: 'r1', clockOutTime: '05:31 PM', waiting: [] }]);
    // A clock-out still in the queue counts before one sent (a retry's entry, after a lost answer).
    const [both] = shownRecords([server()], [clock({ action: 'clockOut', takenAt: at1730 })], sent.slice(1));
    expect(both!.waiting).toEqual(['clockOut']);
  });
});
