import type { Candidate } from './models.ts';
import type { OutboxDraft } from '../../outbox/types.ts';
import { listTag } from '../../api/tags.ts';
import { attendanceScope, presenceView, type Presence, type ShownPresence } from '../../lib/candidatePresence.ts';

export { attendanceScope, type Presence, type ShownPresence };

/**
 * What the phone knows beyond the server's list: saves waiting in the outbox, saves the server took, and the
 * candidates whose result says absent.
 */
export interface Known {
  queued: Readonly<Record<string, Presence>>;
  savedHere: Readonly<Record<string, Presence>>;
  absentInResult?: ReadonlySet<string>;
}

/** The attendance the screen shows: the assessor's choices on screen over what the phone and the server know. */
export function presenceOf(
  candidate: Candidate,
  choices: Readonly<Record<string, Presence>>,
  known: Known,
): ShownPresence {
  const absent = known.absentInResult?.has(candidate._id) ?? false;
  return choices[candidate._id] ?? presenceView(candidate, known.queued, known.savedHere, absent).presence;
}

export interface Counts {
  Present: number;
  Absent: number;
  Missing: number;
  NotSent: number;
}

export function countPresence(
  candidates: readonly Candidate[],
  choices: Readonly<Record<string, Presence>>,
  known: Known,
): Counts {
  const counts: Counts = { Present: 0, Absent: 0, Missing: 0, NotSent: 0 };
  for (const candidate of candidates) counts[presenceOf(candidate, choices, known)] += 1;
  return counts;
}

/** Name or candidate ID contains the search text (case-insensitive). */
export function matches(candidate: Candidate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle || candidate.name.toLowerCase().includes(needle) || candidate.candidateId.toLowerCase().includes(needle)
  );
}

/** The changed attendance of a batch as one outbox entry (saved again the same way after a failure). */
export function attendanceDraft(
  batchId: string,
  choices: Readonly<Record<string, Presence>>,
  label: string,
): OutboxDraft {
  const attendance = Object.entries(choices).map(([candidate_id, isPresent]) => ({ candidate_id, isPresent }));
  return {
    call: 'saveCandidateAttendance',
    args: { body: { batch_id: batchId, attendance } },
    batchKey: `batch:${batchId}`,
    scope: attendanceScope(batchId),
    label,
    // A candidate's result says whether they were absent: it changes with their attendance.
    invalidates: [listTag('Candidate'), listTag('Marks')],
  };
}
