import { expect, it } from 'vitest';
import { attendanceDraft, countPresence, matches, presenceOf, type Known } from './attendance.ts';
import type { Candidate } from './models.ts';

const candidate = (id: string, name: string, isPresent: Candidate['isPresent'] = 'Missing'): Candidate => ({
  _id: id,
  candidateId: `BATCH-C${id}`,
  name,
  batchId: 'b1',
  isPresent,
});
const none: Known = { queued: {}, savedHere: {} };
const list = [
  candidate('001', 'Asha Verma'),
  candidate('002', 'Ravi Kumar', 'Absent'),
  candidate('003', 'Meena Das', 'Present'),
];

it('counts present, absent and missing with the choices over what the server has', () => {
  expect(countPresence(list, {}, none)).toEqual({ Present: 1, Absent: 1, Missing: 1, NotSent: 0 });
  const choices = { '001': 'Present', '002': 'Present' } as const;
  expect(countPresence(list, choices, none)).toEqual({ Present: 3, Absent: 0, Missing: 0, NotSent: 0 });
  expect(presenceOf(list[1]!, choices, none)).toBe('Present');
});

it('tells "attendance not sent" (no isPresent in the answer) apart from "Missing"', () => {
  const { isPresent: _gone, ...bare } = candidate('004', 'Kiran Rao');
  expect(presenceOf(bare, {}, none)).toBe('NotSent');
  expect(presenceOf(list[0]!, {}, none)).toBe('Missing');
  expect(countPresence([...list, bare], {}, none)).toEqual({ Present: 1, Absent: 1, Missing: 1, NotSent: 1 });
  expect(presenceOf(bare, { '004': 'Absent' }, none)).toBe('Absent');
});

it('shows a save waiting in the outbox over the server, and a save the server took where its list has no value', () => {
  const { isPresent: _gone, ...bare } = candidate('004', 'Kiran Rao');
  const known: Known = {
    queued: { '001': 'Present', '002': 'Present' },
    savedHere: { '004': 'Absent', '003': 'Absent' },
  };
  expect(presenceOf(list[0]!, {}, known)).toBe('Present');
  expect(presenceOf(list[1]!, {}, known)).toBe('Present');
  // The server's value wins over the memory; the memory fills in where the server sends none.
  expect(presenceOf(list[2]!, {}, known)).toBe('Present');
  expect(presenceOf(bare, {}, known)).toBe('Absent');
  // A choice on screen is over everything.
  expect(presenceOf(list[0]!, { '001': 'Absent' }, known)).toBe('Absent');
  expect(countPresence([...list, bare], {}, known)).toEqual({ Present: 3, Absent: 1, Missing: 0, NotSent: 0 });
});

it('searches by name or candidate ID, case-insensitive', () => {
  expect(list.filter((c) => matches(c, 'ravi')).map((c) => c._id)).toEqual(['002']);
  expect(list.filter((c) => matches(c, 'c003')).map((c) => c._id)).toEqual(['003']);
  expect(list.filter((c) => matches(c, '  ')).length).toBe(3);
});

it('saves the changed rows through the outbox, in the batch line, refreshing the candidate list and the results', () => {
  expect(attendanceDraft('b1', { '001': 'Present' }, 'Attendance of 1 candidate')).toMatchObject({
    call: 'saveCandidateAttendance',
    batchKey: 'batch:b1',
    scope: 'candidates/b1/attendance',
    args: { body: { batch_id: 'b1', attendance: [{ candidate_id: '001', isPresent: 'Present' }] } },
    invalidates: [
      { type: 'Candidate', id: 'LIST' },
      { type: 'Marks', id: 'LIST' },
    ],
  });
});
