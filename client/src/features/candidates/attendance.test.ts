import { expect, it } from 'vitest';
import { attendanceDraft, countPresence, matches, presenceOf } from './attendance.ts';
import type { Candidate } from './models.ts';

const candidate = (id: string, name: string, isPresent: Candidate['isPresent'] = 'Missing'): Candidate => ({
  _id: id,
  candidateId: `BATCH-C${id}`,
  name,
  batchId: 'b1',
  isPresent,
});
const list = [
  candidate('001', 'Asha Verma'),
  candidate('002', 'Ravi Kumar', 'Absent'),
  candidate('003', 'Meena Das', 'Present'),
];

it('counts present, absent and missing with the choices over what the server has', () => {
  expect(countPresence(list, {})).toEqual({ Present: 1, Absent: 1, Missing: 1, NotSent: 0 });
  const choices = { '001': 'Present', '002': 'Present' } as const;
  expect(countPresence(list, choices)).toEqual({ Present: 3, Absent: 0, Missing: 0, NotSent: 0 });
  expect(presenceOf(list[1]!, choices)).toBe('Present');
});

it('tells "attendance not sent" (no isPresent in the answer) apart from "Missing"', () => {
  const { isPresent: _gone, ...bare } = candidate('004', 'Kiran Rao');
  expect(presenceOf(bare, {})).toBe('NotSent');
  expect(presenceOf(list[0]!, {})).toBe('Missing');
  expect(countPresence([...list, bare], {})).toEqual({ Present: 1, Absent: 1, Missing: 1, NotSent: 1 });
  expect(presenceOf(bare, { '004': 'Absent' })).toBe('Absent');
});

it('searches by name or candidate ID, case-insensitive', () => {
  expect(list.filter((c) => matches(c, 'ravi')).map((c) => c._id)).toEqual(['002']);
  expect(list.filter((c) => matches(c, 'c003')).map((c) => c._id)).toEqual(['003']);
  expect(list.filter((c) => matches(c, '  ')).length).toBe(3);
});

it('saves the changed rows through the outbox, in the batch line, refreshing the candidate list', () => {
  expect(attendanceDraft('b1', { '001': 'Present' }, 'Attendance of 1 candidate')).toMatchObject({
    call: 'saveCandidateAttendance',
    batchKey: 'batch:b1',
    scope: 'candidates/b1/attendance',
    args: { body: { batch_id: 'b1', attendance: [{ candidate_id: '001', isPresent: 'Present' }] } },
    invalidates: [{ type: 'Candidate', id: 'LIST' }],
  });
});
