import { describe, expect, it } from 'vitest';
import {
  assessmentDays,
  attendanceLines,
  clockLines,
  evidenceLines,
  hasMarks,
  marksLines,
  requiredSections,
  type ActivityCount,
  type AttendanceRow,
  type CandidateRow,
  type NosMarks,
} from './lines.ts';
import { isComplete, missingCount, waitingCount, type PartState } from './summary.ts';

const B = 'b1';
const tabs = [
  { _id: 't-tp', tabName: 'TP Declaration', slug: 'tp-declaration', tabStatus: true },
  { _id: 't-other', tabName: 'Others', slug: 'other-documents', tabStatus: false },
];
const count = (days?: ActivityCount['days']): ActivityCount => ({
  completedTabs: 10,
  totalTabs: 11,
  tabs,
  ...(days ? { days } : {}),
});

const candidate = (id: string, isPresent: CandidateRow['isPresent']): CandidateRow => ({
  _id: id,
  candidateId: `C-${id}`,
  name: `Name ${id}`,
  batchId: B,
  isPresent,
});

describe('evidence per day', () => {
  it('lists each day with tabs missing as X/11, leading to the first missing tab on that day', () => {
    const lines = evidenceLines(
      B,
      count([
        { _id: 'd1', date: '01-03-2025', missingTabs: [] },
        { _id: 'd2', date: '02-03-2025', missingTabs: ['tp-declaration', 'other-documents'] },
      ]),
    );
    expect(lines).toEqual([
      {
        key: 'check.evidenceDay',
        values: { date: '02-03-2025', done: 9, total: 11, tabs: 'TP Declaration, Others' },
        to: `/batch/${B}/assessment/activities/tp-declaration/t-tp/02-03-2025`,
      },
    ]);
  });

  it('is empty when every day has every tab', () => {
    expect(evidenceLines(B, count([{ _id: 'd1', date: '01-03-2025', missingTabs: [] }]))).toEqual([]);
  });

  it('falls back to the tab statuses when the API sends no days', () => {
    expect(evidenceLines(B, count())).toEqual([
      {
        key: 'check.evidenceTabs',
        values: { done: 10, total: 11, tabs: 'Others' },
        to: `/batch/${B}/assessment/activities`,
      },
    ]);
  });
});

describe('candidates', () => {
  it('lists candidates whose attendance is missing, naming the first three', () => {
    const list = ['1', '2', '3', '4'].map((id) => candidate(id, 'Missing'));
    expect(attendanceLines(B, [...list, candidate('5', 'Present')])).toEqual([
      {
        key: 'check.attendance',
        values: { count: 4, names: 'Name 1, Name 2, Name 3 …' },
        to: `/batch/${B}/assessment/candidate-attendence`,
      },
    ]);
    expect(attendanceLines(B, [candidate('5', 'Absent')])).toEqual([]);
  });

  const marks = (obtained: Partial<NosMarks['nosResult'][number]>): NosMarks => ({
    candidate_id: 'x',
    nosResult: [{ nosName: 'N1', ...obtained }],
  });

  it('reads whether a section has marks, never "ABSENT"', () => {
    expect(hasMarks(marks({ obtainedVivaMarks: 4 }), 'viva', false)).toBe(true);
    expect(hasMarks(marks({ obtainedTheoryMarks: 'ABSENT' }), 'Theory', false)).toBe(false);
    expect(hasMarks(marks({ obtainedVivaMarks: 4 }), 'practical', false)).toBe(false);
    expect(hasMarks(undefined, 'Theory', true)).toBe(false);
  });

  it('reads 0 in every NOS as marked only when this phone saved it: the check asks nothing more of that candidate', () => {
    expect(hasMarks(marks({ obtainedTheoryMarks: 0, obtainedVivaMarks: 0 }), 'Theory', true)).toBe(true);
    const zeros = () => marks({ obtainedTheoryMarks: 0 });
    expect(marksLines(B, ['Theory'], [candidate('1', 'Present')], zeros, () => true)).toHaveLength(0);
  });

  it('names the candidates whose 0s were not saved nor confirmed here: "All 0: confirm or change", never silently', () => {
    expect(hasMarks(marks({ obtainedTheoryMarks: 0 }), 'Theory', false)).toBe(false);
    const zeros = () => marks({ obtainedTheoryMarks: 0 });
    // One candidate: the line leads to their marking screen, where the 0s are confirmed.
    expect(marksLines(B, ['Theory'], [candidate('1', 'Present')], zeros, () => false)).toEqual([
      {
        key: 'check.marksAllZero',
        values: { section: 'Theory', count: 1, names: 'Name 1' },
        to: `/batch/${B}/assessment/theory/1`,
      },
    ]);
    // Several, beside one without any mark: a line each, the 0s leading to the marks list.
    const marksOf = (id: string) => (id === '3' ? marks({}) : marks({ obtainedVivaMarks: 0 }));
    const several = [candidate('1', 'Present'), candidate('2', 'Present'), candidate('3', 'Present')];
    expect(marksLines(B, ['viva'], several, marksOf, () => false)).toEqual([
      {
        key: 'check.marksAllZero',
        values: { section: 'viva', count: 2, names: 'Name 1, Name 2' },
        to: `/batch/${B}/assessment/theory-marks`,
      },
      {
        key: 'check.marks',
        values: { section: 'viva', count: 1, names: 'Name 3' },
        to: `/batch/${B}/assessment/viva-practical-marks`,
      },
    ]);
    // Confirmed on this phone (recorded as saved here): marked, no line.
    expect(marksLines(B, ['viva'], several.slice(0, 2), marksOf, () => true)).toEqual([]);
  });

  it('asks marks of candidates whose attendance the server did not send', () => {
    const { isPresent: _gone, ...notSent } = candidate('6', 'Present');
    expect(attendanceLines(B, [notSent])).toEqual([]);
    expect(
      marksLines(
        B,
        ['Theory'],
        [notSent, candidate('7', 'Absent')],
        () => undefined,
        () => false,
      ),
    ).toEqual([
      {
        key: 'check.marks',
        values: { section: 'Theory', count: 1, names: 'Name 6' },
        to: `/batch/${B}/assessment/theory-marks`,
      },
    ]);
  });

  it('requires the sections whose maximum is above 0 in some NOS of the results', () => {
    const result = (rows: Partial<NosMarks['nosResult'][number]>[]): NosMarks => ({
      candidate_id: 'x',
      nosResult: rows.map((row, i) => ({ nosName: `N${i}`, ...row })),
    });
    expect(
      requiredSections([
        result([
          { theoryMarks: 10, vivaMarks: 0, practicalMarks: 0 },
          { theoryMarks: 5, vivaMarks: 4, practicalMarks: 0 },
        ]),
      ]),
    ).toEqual(['Theory', 'viva']);
    expect(requiredSections([undefined, result([{ practicalMarks: 6 }])])).toEqual(['practical']);
    expect(requiredSections([])).toEqual([]);
  });

  it('lists present candidates without marks per section, each to its marks screen', () => {
    const candidates = [candidate('1', 'Present'), candidate('2', 'Present'), candidate('3', 'Absent')];
    const saved = (id: string, section: string) =>
      id === '1' && section === 'Theory' ? marks({ obtainedTheoryMarks: 7 }) : undefined;
    expect(marksLines(B, ['Theory', 'viva'], candidates, saved, () => false)).toEqual([
      {
        key: 'check.marks',
        values: { section: 'Theory', count: 1, names: 'Name 2' },
        to: `/batch/${B}/assessment/theory-marks`,
      },
      {
        key: 'check.marks',
        values: { section: 'viva', count: 2, names: 'Name 1, Name 2' },
        to: `/batch/${B}/assessment/viva-practical-marks`,
      },
    ]);
  });

  it('a batch whose attendance was never taken is not complete in marks: they wait for the attendance', () => {
    const candidates = [candidate('1', 'Missing'), candidate('2', 'Missing')];
    expect(
      marksLines(
        B,
        [],
        candidates,
        () => undefined,
        () => false,
      ),
    ).toEqual([
      {
        key: 'check.marksAwaitAttendance',
        values: { count: 2, names: 'Name 1, Name 2' },
        to: `/batch/${B}/assessment/candidate-attendence`,
      },
    ]);
  });
});

describe('what waits on the phone', () => {
  it('lists attendance waiting to send apart from attendance missing', () => {
    const shown = [candidate('1', 'Present'), candidate('2', 'Missing'), candidate('3', 'Absent')];
    expect(attendanceLines(B, shown, [shown[0]!, shown[2]!])).toEqual([
      {
        key: 'check.attendance',
        values: { count: 1, names: 'Name 2' },
        to: `/batch/${B}/assessment/candidate-attendence`,
      },
      {
        key: 'check.attendanceWaiting',
        values: { count: 2 },
        to: `/batch/${B}/assessment/candidate-attendence`,
        waiting: true,
      },
    ]);
  });

  it('counts marks waiting in the outbox as waiting, not as missing', () => {
    const candidates = [candidate('1', 'Present'), candidate('2', 'Present')];
    const queued = (id: string, section: string) => id === '1' && section === 'viva';
    expect(
      marksLines(
        B,
        ['viva'],
        candidates,
        () => undefined,
        () => false,
        queued,
      ),
    ).toEqual([
      {
        key: 'check.marks',
        values: { section: 'viva', count: 1, names: 'Name 2' },
        to: `/batch/${B}/assessment/viva-practical-marks`,
      },
      {
        key: 'check.marksWaiting',
        values: { section: 'viva', count: 1 },
        to: `/batch/${B}/assessment/viva-practical-marks`,
        waiting: true,
      },
    ]);
  });

  it('lists a queued clock-in and clock-out as waiting to send', () => {
    const queued = (date: string, action: string) => date === '01-03-2025' || action === 'clockIn';
    expect(clockLines(B, ['01-03-2025', '02-03-2025'], [], queued)).toEqual([
      { key: 'check.clockInWaiting', values: { date: '01-03-2025' }, to: `/batch/${B}/clock-in`, waiting: true },
      { key: 'check.clockOutWaiting', values: { date: '01-03-2025' }, to: `/batch/${B}/clock-in`, waiting: true },
      { key: 'check.clockInWaiting', values: { date: '02-03-2025' }, to: `/batch/${B}/clock-in`, waiting: true },
      { key: 'check.clockOut', values: { date: '02-03-2025' }, to: `/batch/${B}/clock-in` },
    ]);
  });

  it('is not complete while something waits, and counts it apart from what is missing', () => {
    const waiting = { key: 'w', values: {}, to: '/', waiting: true as const };
    const parts: PartState[] = [{ part: 'attendance', state: 'checked', lines: [waiting] }];
    expect(isComplete(parts)).toBe(false);
    expect(missingCount(parts)).toBe(0);
    expect(waitingCount(parts)).toBe(1);
  });
});

describe('clock-in and clock-out', () => {
  const record = (createdAt: string, isClockIn: boolean, isClockOut: boolean): AttendanceRow => ({
    _id: createdAt,
    assesor_id: 'a',
    batch_id: B,
    isClockIn,
    isClockOut,
    createdAt,
  });

  it('lists days without a clock-in, and days clocked in but not out (India dates)', () => {
    const records = [record('2025-03-01T03:00:00Z', true, true), record('2025-03-02T20:00:00Z', true, false)];
    expect(clockLines(B, ['01-03-2025', '03-03-2025', '04-03-2025'], records)).toEqual([
      { key: 'check.clockOut', values: { date: '03-03-2025' }, to: `/batch/${B}/clock-in` },
      { key: 'check.clockIn', values: { date: '04-03-2025' }, to: `/batch/${B}/clock-in` },
    ]);
  });

  it('counts a regularised day by its times: the real approval leaves isClockOut false', () => {
    const regularised = {
      ...record('2025-03-01T03:00:00Z', true, false),
      clockInTime: '09:12 AM',
      clockOutTime: '05:12 PM',
    };
    expect(clockLines(B, ['01-03-2025'], [regularised])).toEqual([]);
    const timesOnly = { ...record('2025-03-02T03:00:00Z', false, false), clockInTime: '09:12 AM', clockOutTime: null };
    expect(clockLines(B, ['02-03-2025'], [timesOnly])).toEqual([
      { key: 'check.clockOut', values: { date: '02-03-2025' }, to: `/batch/${B}/clock-in` },
    ]);
  });
});

describe('the whole check', () => {
  const line = { key: 'k', values: {}, to: '/' };
  it('is complete when every part was checked and lacks nothing', () => {
    const parts: PartState[] = [
      { part: 'evidence', state: 'checked', lines: [] },
      { part: 'marks', state: 'checked', lines: [] },
    ];
    expect(isComplete(parts)).toBe(true);
    expect(isComplete([...parts, { part: 'clock', state: 'checked', lines: [line] }])).toBe(false);
    expect(isComplete([...parts, { part: 'attendance', state: 'loading' }])).toBe(false);
    expect(missingCount([...parts, { part: 'clock', state: 'checked', lines: [line, line] }])).toBe(2);
  });
});

describe('assessmentDays', () => {
  it("reads the batch's dates as the real API writes them: day first", () => {
    // Date.parse gives NaN for the first and 12 May for the second.
    expect(assessmentDays('25/12/2024', '26/12/2024')).toEqual(['25-12-2024', '26-12-2024']);
    expect(assessmentDays('05/12/2024', '05/12/2024')).toEqual(['05-12-2024']);
    expect(assessmentDays('28/02/2025', '01-03-2025')).toEqual(['28-02-2025', '01-03-2025']);
    expect(assessmentDays('2025-12-31', '2026-01-01')).toEqual(['31-12-2025', '01-01-2026']);
  });

  it('gives nothing for dates that do not read or run backwards, and stops at 62 days', () => {
    expect(assessmentDays('not a date', '2025-03-03')).toEqual([]);
    expect(assessmentDays('31/02/2025', '03/03/2025')).toEqual([]);
    expect(assessmentDays('2025-03-05', '2025-03-01')).toEqual([]);
    expect(assessmentDays('01/01/2025', '01/01/2030')).toHaveLength(62);
  });
});
