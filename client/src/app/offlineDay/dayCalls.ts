import { evidenceCallNames, evidenceKinds } from '@assessor/contract';
import { myAttendanceArgs } from '../../features/attendance/myAttendance.ts';
import { batchDays } from '../../features/evidence/days.ts';
import type { CallArgs } from '../../outbox/types.ts';

/**
 * The reads an assessment day needs, with the very arguments the day's screens send: the worker keeps an answer
 * under its URL, so a read asked here with other arguments would be kept and never found. Screens and this list
 * change together; the offline-day journey (e2e/specs/offlineDay.spec.ts) opens every screen offline for the first
 * time and fails when one misses.
 */
export interface DayCall {
  call: string;
  args: CallArgs;
}

export type Section = 'Theory' | 'viva' | 'practical';
export const SECTIONS: readonly Section[] = ['Theory', 'viva', 'practical'];

export interface DayBatch {
  _id: string;
  startDate: string;
  endDate: string;
}

/** First round: what the batch screen, its lists and the close-out check read, from the batch id alone. */
export function batchCalls(batch: DayBatch, assessorId: string): DayCall[] {
  const batchId = batch._id;
  return [
    { call: 'batchDetails', args: { params: { id: batchId } } },
    { call: 'candidateList', args: { query: { batch_id: batchId, limit: 100 } } },
    ...SECTIONS.map((section) => ({ call: 'nosList', args: { params: { id: batchId }, query: { section } } })),
    { call: 'activityCount', args: { query: { batchId, assesorId: assessorId } } },
    { call: 'assessorAttendanceList', args: myAttendanceArgs(assessorId, batchId) },
    { call: 'assessorAttendanceList', args: myAttendanceArgs(assessorId) },
    { call: 'raiseIssueList', args: { query: { batch_id: batchId, limit: 50 } } },
    { call: 'batchList', args: { query: { batchType: 'ongoing', limit: 50 } } },
    ...batchDays(batch.startDate, batch.endDate).map((date) => ({
      call: 'getTimeStampId',
      args: { query: { batchId, assesorId: assessorId, date } },
    })),
  ];
}

/** Per candidate: their result as each section's screen asks for it, and their viva and practical files. */
export function candidateCalls(batchId: string, candidateIds: readonly string[]): DayCall[] {
  return candidateIds.flatMap((id2) => [
    ...SECTIONS.map((section) => ({ call: 'getNosMarks', args: { params: { id: batchId, id2 }, query: { section } } })),
    { call: 'viewCandidateFiles', args: { query: { batch_id: batchId, candidate_id: id2 } } },
  ]);
}

/** The questions of every NOS of the viva and the practical (theory is marked per NOS). */
export function questionCalls(batchId: string, nosIds: { viva: readonly string[]; practical: readonly string[] }) {
  return (['viva', 'practical'] as const).flatMap((section) =>
    nosIds[section].map((nosId) => ({
      call: 'nosQuestions',
      args: { params: { id: batchId }, query: { nosId, section } },
    })),
  );
}

/** The files of each of the 11 evidence kinds on each day record of the batch. */
export function evidenceListCalls(dayIds: readonly string[]): DayCall[] {
  return dayIds.flatMap((id) =>
    evidenceKinds.map((spec) => ({ call: evidenceCallNames(spec).get, args: { params: { id } } })),
  );
}

/** Whether today (India, 'DD-MM-YYYY') is one of the batch's days. */
export function isBatchDay(batch: DayBatch, todayDash: string): boolean {
  return batchDays(batch.startDate, batch.endDate).includes(todayDash);
}
