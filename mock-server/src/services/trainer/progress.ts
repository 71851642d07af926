import { dashOfIsoDay, type DetailsOf, evidenceKinds, indiaIsoDay, type trainerCalls } from '@assessor/contract';
import type { Assessor, Batch, DbState, ObjectId } from '../../db/types.ts';
import type { ActivityEvent } from './activity.ts';
import { attendancesOf, isBatchDay } from '../attendance/attendance.ts';
import { selectedSections } from '../marks/marks.ts';
import { isTrainee } from './sandbox.ts';

type Board = DetailsOf<typeof trainerCalls.classProgress>;
type Row = Board['trainees'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const kindOfField = new Map(
  evidenceKinds.flatMap((kind) => kind.fields.map((field) => [field.field, kind.kind] as const)),
);

export interface ProgressOptions {
  now: number;
  stuckAfterMinutes: number;
  /** Every active account, not only the class (see `inClass`). */
  all?: boolean;
  lastCallOf: (assessorId: ObjectId) => ActivityEvent | undefined;
}

/** An account that logs in: mobile verified, registration done, approved, not deleted (routes/auth/login.ts). */
const canLogIn = (assessor: Assessor) =>
  !assessor.deletedAt && assessor.isActive && assessor.isMobileVerified && assessor.isAssessorRegister;

/**
 * The class the board follows: the trainee accounts (made by POST /__mock/trainees) that can log in. The seeded demo
 * accounts and the login-case accounts (unverified, unregistered) are shown only on request.
 */
const inClass = (assessor: Assessor) => isTrainee(assessor) && canLogIn(assessor);

/** Lists grouped by a key once, so a board of 100 trainees reads each collection once instead of once per trainee. */
function groupBy<T>(list: readonly T[] | undefined, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list ?? []) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const earliest = (times: readonly (number | undefined)[]) => {
  const known = times.filter((t): t is number => t !== undefined);
  return known.length ? Math.min(...known) : undefined;
};
const at = (time: number | undefined) => (time === undefined ? {} : { at: time });

/**
 * The trainer's progress board, derived from the stored state only (so it survives a restart): for each trainee of
 * the class (every active account with `all`), the steps of today (India) with when each was first done. Batch-level
 * steps (attendance, marks) are read from "the day's batch": the one clocked into today, else the first accepted
 * batch running today.
 */
export function classProgress(data: DbState, { now, stuckAfterMinutes, lastCallOf, all }: ProgressOptions): Board {
  const day = indiaIsoDay(now);
  const dayStart = Date.parse(`${day}T00:00:00+05:30`);
  const today = (time: number | undefined) =>
    time !== undefined && time >= dayStart && time < dayStart + DAY_MS ? time : undefined;
  const index = {
    sessions: groupBy(data.sessions, (s) => s.assessor_id),
    batches: groupBy(data.batches, (b) => b.accessorId),
    attendances: groupBy(attendancesOf(data), (a) => a.assesor_id),
    refusals: groupBy(data.clockInRefusals, (r) => r.assesor_id),
    candidates: groupBy(data.candidates, (c) => c.batchId),
    marks: groupBy(data.candidateMarks, (m) => m.batch_id),
    evidence: groupBy(data.evidenceFiles, (f) => f.QAverificationTimeStampId),
    days: groupBy(data.assessmentDays, (d) => d.batch_id),
    issues: groupBy(data.raisedIssues, (i) => i.assesor_id),
    invoices: groupBy(data.invoices, (i) => i.assesor_id),
  };

  function rowOf(assessor: Assessor): Row {
    const id = assessor._id;
    const batches = index.batches.get(id) ?? [];
    const attendance = (index.attendances.get(id) ?? [])
      .filter((a) => a.day === day)
      .sort((a, b) => a.clockInAt - b.clockInAt)[0];
    const batch: Batch | undefined =
      (attendance && batches.find((b) => b._id === attendance.batch_id)) ??
      batches.find((b) => b.isAcceptAssesor && isBatchDay(b, day));
    const refusal = (index.refusals.get(id) ?? []).find((r) => today(r.at) !== undefined);

    const candidates = batch ? (index.candidates.get(batch._id) ?? []) : [];
    const present = new Set(candidates.filter((c) => c.isPresent === 'Present').map((c) => c._id));
    const batchMarks = batch ? (index.marks.get(batch._id) ?? []) : [];
    const marks = batch
      ? selectedSections(batch).map((section) => {
          const mine = batchMarks.filter((m) => m.section === section && present.has(m.candidate_id));
          return {
            section,
            ...at(earliest(mine.map((m) => m.firstSavedAt ?? m.updatedAt))),
            marked: new Set(mine.map((m) => m.candidate_id)).size,
            present: present.size,
          };
        })
      : [];
    const dayRecord = batch ? (index.days.get(batch._id) ?? []).find((d) => d.date === dashOfIsoDay(day)) : undefined;
    const files = dayRecord ? (index.evidence.get(dayRecord._id) ?? []) : [];
    const kinds = new Set(files.map((f) => kindOfField.get(f.field)).filter(Boolean));

    const steps: Row['steps'] = {
      loggedIn: at(earliest((index.sessions.get(id) ?? []).map((s) => today(s.createdAt)))),
      requestAccepted: at(earliest(batches.map((b) => today(b.acceptedAt)))),
      clockedIn: {
        ...at(attendance?.clockInAt),
        ...(attendance?.distance === undefined ? {} : { distance: Math.round(attendance.distance) }),
        ...(refusal
          ? { refusal: { at: refusal.at, distance: Math.round(refusal.distance), message: refusal.message } }
          : {}),
      },
      attendance: {
        ...at(batch?.attendanceSavedAt),
        saved: candidates.filter((c) => c.isPresent !== 'Missing').length,
        candidates: candidates.length,
      },
      marks,
      evidence: { ...at(earliest(files.map((f) => today(f.uploadedAt)))), kinds: kinds.size, of: evidenceKinds.length },
      issueRaised: at(earliest((index.issues.get(id) ?? []).map((i) => today(i.createdAt)))),
      clockedOut: at(attendance?.clockOutAt ?? undefined),
      invoiceGenerated: at(earliest((index.invoices.get(id) ?? []).map((i) => today(i.createdAt)))),
    };

    // Progress is any step moving today, including a later mark or upload after the step's first one.
    const moments = [
      steps.loggedIn.at,
      steps.requestAccepted.at,
      steps.clockedIn.at,
      today(batch?.attendanceSavedAt),
      ...batchMarks.map((m) => today(m.updatedAt)),
      ...files.map((f) => today(f.uploadedAt)),
      steps.issueRaised.at,
      steps.clockedOut.at,
      steps.invoiceGenerated.at,
    ].filter((t): t is number => t !== undefined);
    const lastProgressAt = moments.length ? Math.max(...moments) : undefined;
    const stuck =
      lastProgressAt !== undefined &&
      steps.clockedOut.at === undefined &&
      now - lastProgressAt >= stuckAfterMinutes * 60_000;
    const call = lastCallOf(id);
    return {
      _id: id,
      assessorId: assessor.assessorId,
      fullName: assessor.fullName,
      email: assessor.email,
      trainee: isTrainee(assessor),
      ...(batch ? { batch: { _id: batch._id, batchId: batch.batchId } } : {}),
      steps,
      ...(lastProgressAt === undefined ? {} : { lastProgressAt }),
      stuck,
      ...(call ? { lastCall: { at: call.at, method: call.method, path: call.path, status: call.status } } : {}),
    };
  }

  const trainees = data.assessors
    .filter(all ? (a) => !a.deletedAt && a.isActive : inClass)
    .map(rowOf)
    // Stuck first, then by name, so the trainer's eye lands on who needs help.
    .sort((a, b) => Number(b.stuck) - Number(a.stuck) || a.fullName.localeCompare(b.fullName, 'en', { numeric: true }));
  return { now, day, stuckAfter: stuckAfterMinutes, trainees };
}
