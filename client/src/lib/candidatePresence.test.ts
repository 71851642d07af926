import { afterEach, expect, it } from 'vitest';
import {
  PRESENCE_SAVED_KEY,
  attendanceScope,
  presenceSavedHere,
  presenceView,
  queuedPresence,
  rememberPresenceSaved,
} from './candidatePresence.ts';

const save = (batchId: string, attendance: { candidate_id: string; isPresent: string }[]) => ({
  scope: attendanceScope(batchId),
  args: { body: { batch_id: batchId, attendance } },
});

afterEach(() => localStorage.removeItem(PRESENCE_SAVED_KEY));

it("reads the batch's queued attendance, a later save over an earlier one, other batches and scopes left out", () => {
  const entries = [
    save('b1', [
      { candidate_id: 'c1', isPresent: 'Present' },
      { candidate_id: 'c2', isPresent: 'Present' },
    ]),
    save('b2', [{ candidate_id: 'c3', isPresent: 'Absent' }]),
    { scope: 'marks/b1/c1/Theory', args: { body: { attendance: [{ candidate_id: 'c9', isPresent: 'Absent' }] } } },
    save('b1', [
      { candidate_id: 'c2', isPresent: 'Absent' },
      { candidate_id: 'c4', isPresent: 'Maybe' },
    ]),
  ];
  expect(queuedPresence(entries, 'b1')).toEqual({ c1: 'Present', c2: 'Absent' });
  expect(queuedPresence([], 'b1')).toEqual({});
});

it('shows the queue over the server, the server over the memory, and "not sent" when nobody knows', () => {
  const queued = { c1: 'Absent' } as const;
  const saved = { c1: 'Present', c2: 'Absent', c3: 'Absent' } as const;
  expect(presenceView({ _id: 'c1', isPresent: 'Present' }, queued, saved)).toEqual({
    presence: 'Absent',
    waiting: true,
  });
  expect(presenceView({ _id: 'c2', isPresent: 'Present' }, queued, saved)).toEqual({
    presence: 'Present',
    waiting: false,
  });
  expect(presenceView({ _id: 'c3' }, queued, saved)).toEqual({ presence: 'Absent', waiting: false });
  expect(presenceView({ _id: 'c4' }, queued, saved)).toEqual({ presence: 'NotSent', waiting: false });
});

it('shows Absent for a candidate whose result says so when neither the list nor the phone knows more', () => {
  const saved = { c2: 'Present' } as const;
  expect(presenceView({ _id: 'c1' }, {}, saved, true)).toEqual({ presence: 'Absent', waiting: false });
  // The phone's queue, the list's isPresent and a save here the server took come first.
  expect(presenceView({ _id: 'c1' }, { c1: 'Present' }, saved, true)).toEqual({ presence: 'Present', waiting: true });
  expect(presenceView({ _id: 'c1', isPresent: 'Present' }, {}, saved, true).presence).toBe('Present');
  expect(presenceView({ _id: 'c2' }, {}, saved, true).presence).toBe('Present');
  expect(presenceView({ _id: 'c1' }, {}, saved, false).presence).toBe('NotSent');
});

it('remembers what the server took per batch across reads, later saves over earlier ones', () => {
  rememberPresenceSaved('b1', { c1: 'Present', c2: 'Present' });
  rememberPresenceSaved('b1', { c2: 'Absent' });
  rememberPresenceSaved('b2', { c1: 'Absent' });
  expect(presenceSavedHere('b1')).toEqual({ c1: 'Present', c2: 'Absent' });
  expect(presenceSavedHere('b2')).toEqual({ c1: 'Absent' });
  expect(presenceSavedHere('b3')).toEqual({});
  localStorage.setItem(PRESENCE_SAVED_KEY, 'not json');
  expect(presenceSavedHere('b1')).toEqual({});
});
