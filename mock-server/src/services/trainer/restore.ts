import type { Assessor, DbState, StoredFileEntry } from '../../db/types.ts';
import { isTrainee, makeSandbox, ownedBy, sliceOf, type Slice } from './sandbox.ts';

export interface RestoreContext {
  seed: number;
  today: string;
  now: number;
  /** The seeded state: seeded assessors go back to their part of it. */
  seedState: DbState;
}

/** What an assessor's data goes back to: their part of the seed, a trainee's sandbox, or nothing (registered later). */
function baselineOf(who: Assessor, state: DbState, context: RestoreContext): { record: Assessor; slice: Slice } {
  const seeded = context.seedState.assessors.find((assessor) => assessor._id === who._id);
  if (seeded) return { record: structuredClone(seeded), slice: structuredClone(sliceOf(context.seedState, seeded)) };
  if (isTrainee(who)) {
    const record = { ...who, isActive: true, isAssessorRegister: true, isMobileVerified: true };
    delete record.deletedAt;
    return { record, slice: makeSandbox(context.seed, context.today, record, state.jobRoles, context.now) };
  }
  return { record: who, slice: {} };
}

/**
 * Puts one assessor's data back (batches, candidates, day records, tabs, uploads, notifications, OTPs, lockouts,
 * and the records of collections added later that name them) and ends their sessions. Nobody else's record is
 * touched. Every changed collection gets a new array (the in-memory indexes rebuild on that). Answers the stored
 * file keys no record names any more, for the caller to delete after the write.
 */
export function restoreAssessor(state: DbState, who: Assessor, context: RestoreContext): string[] {
  const { record, slice } = baselineOf(who, state, context);
  const batchIds = new Set(state.batches.filter((batch) => batch.accessorId === who._id).map((batch) => batch._id));
  const removed = (state.storedFiles ?? []).filter((entry) => entry.owner === who._id).map((entry) => entry.key);
  const lists = state as unknown as Record<string, unknown[]>;
  for (const [name, list] of Object.entries(lists)) {
    if (!Array.isArray(list) || name === 'jobRoles') continue;
    if (name === 'assessors') {
      lists[name] = list.map((item) => ((item as Assessor)._id === who._id ? record : item));
    } else if (name === 'storedFiles') {
      // The registry: the assessor's files go with their records (the baseline names no stored file).
      lists[name] = list.filter((entry) => (entry as StoredFileEntry).owner !== who._id);
    } else if (name === 'sessions') {
      // Ended, not removed: the trainee's open app gets 410 and returns to login.
      lists[name] = state.sessions.map((session) =>
        session.assessor_id === who._id && session.endedAt === null ? { ...session, endedAt: context.now } : session,
      );
    } else {
      lists[name] = [
        ...list.filter((item) => !ownedBy(name, item, who, batchIds)),
        ...(slice[name as keyof DbState] ?? []),
      ];
    }
  }
  const kept = new Set((state.storedFiles ?? []).map((entry) => entry.key));
  return removed.filter((key) => !kept.has(key));
}
