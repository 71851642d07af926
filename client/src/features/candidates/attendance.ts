import type { Candidate } from './models.ts';
import type { OutboxDraft } from '../../outbox/types.ts';
import { listTag } from '../../api/tags.ts';

export type Presence = 'Present' | 'Absent' | 'Missing';
/** What a screen shows: a presence, or 'NotSent' when the answer carries no `isPresent` (backend-facts-2 CA-2). */
export type ShownPresence = Presence | 'NotSent';

/** The server's attendance of a candidate; 'NotSent' when the field is absent (not the same as "Missing"). */
export const serverPresence = (candidate: Candidate): ShownPresence => candidate.isPresent ?? 'NotSent';

/** The attendance the screen shows: the assessor's choices over what the server has. */
export function presenceOf(candidate: Candidate, choices: Readonly<Record<string, Presence>>): ShownPresence {
  return choices[candidate._id] ?? serverPresence(candidate);
}

export interface Counts {
  Present: number;
  Absent: number;
  Missing: number;
  NotSent: number;
}

export function countPresence(candidates: readonly Candidate[], choices: Readonly<Record<string, Presence>>): Counts {
  const counts: Counts = { Present: 0, Absent: 0, Missing: 0, NotSent: 0 };
  for (const candidate of candidates) counts[presenceOf(candidate, choices)] += 1;
  return counts;
}

/** Name or candidate ID contains the search text (case-insensitive). */
export function matches(candidate: Candidate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle || candidate.name.toLowerCase().includes(needle) || candidate.candidateId.toLowerCase().includes(needle)
  );
}

export const attendanceScope = (batchId: string) => `candidates/${batchId}/attendance`;

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
    invalidates: [listTag('Candidate')],
  };
}
