import {
  dashOfDay,
  daysFromTo,
  evidenceKinds,
  type attendanceCalls,
  type candidateCalls,
  type DetailsOf,
  type evidenceCalls,
  type markCalls,
} from '@assessor/contract';
import { paths } from '../../../paths/paths.ts';
import { indiaDashDay } from '@assessor/contract';
import { sectionMarked, sectionState } from '../../marks/api.ts';

export type ActivityCount = DetailsOf<typeof evidenceCalls.activityCount>;
export type CandidateRow = DetailsOf<typeof candidateCalls.candidateList>['candidateList'][number];
export type AttendanceRow = DetailsOf<typeof attendanceCalls.assessorAttendanceList>['attendanceList'][number];
export type NosMarks = DetailsOf<typeof markCalls.getNosMarks>;
export type Section = 'Theory' | 'viva' | 'practical';

/** One thing the batch still lacks: an i18n key of the `closeout` namespace, its values and the screen that fixes it. */
export interface CheckLine {
  key: string;
  values: Record<string, string | number>;
  to: string;
  /** Done on this phone and waiting in the outbox: not missing, but not on the server yet either. */
  waiting?: true;
}

const tabName = (slug: string) => evidenceKinds.find((spec) => spec.slug === slug)?.tabName ?? slug;

/**
 * Evidence tabs without a file, per assessment day ("X/11"), each leading to the first missing tab on that day. The
 * real API may not send `days`: then one line for the tabs not done over the whole batch.
 */
export function evidenceLines(batchID: string, count: ActivityCount): CheckLine[] {
  const total = count.totalTabs || evidenceKinds.length;
  const tabIdOf = (slug: string) => count.tabs.find((tab) => (tab.slug ?? '') === slug)?._id;
  if (count.days) {
    return count.days
      .filter((day) => day.missingTabs.length > 0)
      .map((day) => {
        const first = day.missingTabs[0]!;
        const tabID = tabIdOf(first);
        return {
          key: 'check.evidenceDay',
          values: {
            date: day.date,
            done: total - day.missingTabs.length,
            total,
            tabs: day.missingTabs.map(tabName).join(', '),
          },
          to: tabID
            ? paths.batch.activity.to({ batchID, activity: first, tabID, date: day.date })
            : paths.batch.activities.to({ batchID }),
        };
      });
  }
  const open = count.tabs.filter((tab) => !tab.tabStatus);
  if (open.length === 0) return [];
  return [
    {
      key: 'check.evidenceTabs',
      values: { done: count.completedTabs, total, tabs: open.map((tab) => tab.tabName).join(', ') },
      to: paths.batch.activities.to({ batchID }),
    },
  ];
}

const someNames = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(', ')} …` : names.join(', '));

/**
 * Whether a candidate needs marks: present, or attendance not sent (an answer without `isPresent`, backend-facts-2
 * CA-2). Not knowing, the check asks for their marks rather than passing without any.
 */
export const needsMarks = (candidate: CandidateRow) =>
  candidate.isPresent === 'Present' || candidate.isPresent === undefined;

/**
 * Candidates whose attendance is still "Missing" (a list without `isPresent` has none to report), and those whose
 * attendance waits in the outbox (`waiting`: taken, not sent yet).
 */
export function attendanceLines(
  batchID: string,
  candidates: readonly CandidateRow[],
  waiting: readonly CandidateRow[] = [],
): CheckLine[] {
  const missing = candidates.filter((candidate) => candidate.isPresent === 'Missing');
  const to = paths.batch.candidateAttendance.to({ batchID });
  const names = (list: readonly CandidateRow[]) => someNames(list.map((candidate) => candidate.name));
  return [
    ...(missing.length === 0
      ? []
      : [{ key: 'check.attendance', values: { count: missing.length, names: names(missing) }, to }]),
    ...(waiting.length === 0
      ? []
      : [{ key: 'check.attendanceWaiting', values: { count: waiting.length }, to, waiting: true as const }]),
  ];
}

/**
 * Whether a candidate's saved marks of a section hold entered marks. 0 everywhere is the stored default (not marked)
 * unless this phone saved the section (`savedHere`, see sectionMarked).
 */
export function hasMarks(marks: NosMarks | undefined, section: Section, savedHere: boolean): boolean {
  return sectionMarked(marks?.nosResult, section, savedHere);
}

/** The marking screen of a section. */
const markingRoute = {
  Theory: paths.batch.theoryCandidate,
  viva: paths.batch.vivaMarks,
  practical: paths.batch.practicalMarks,
} as const;

const maxKeys = { Theory: 'theoryMarks', viva: 'vivaMarks', practical: 'practicalMarks' } as const;

/**
 * The sections that need marks, read off the candidates' results: those whose maximum is above 0 in at least one
 * NOS (a section the question paper does not select has no maximum; one with maximum 0 everywhere is not required).
 */
export function requiredSections(results: readonly (NosMarks | undefined)[]): Section[] {
  return (['Theory', 'viva', 'practical'] as const).filter((section) =>
    results.some((result) => result?.nosResult.some((row) => (row[maxKeys[section]] ?? 0) > 0)),
  );
}

/**
 * Present candidates without marks, per selected section; those whose marks the server holds as 0 everywhere (not
 * saved nor confirmed on this phone) in a line of their own, "All 0: confirm or change", leading to the marking screen
 * of the first of them (where the 0s are confirmed) or, for several, to the marks list. `marksOf(candidateId, section)` gives the saved marks (or
 * undefined when none were saved); `savedHere(candidateId, section)` whether this phone saved them (all 0s count then
 * only).
 */
export function marksLines(
  batchID: string,
  sections: readonly Section[],
  candidates: readonly CandidateRow[],
  marksOf: (candidateId: string, section: Section) => NosMarks | undefined,
  savedHere: (candidateId: string, section: Section) => boolean,
  queued: (candidateId: string, section: Section) => boolean = () => false,
): CheckLine[] {
  const present = candidates.filter(needsMarks);
  // A candidate whose attendance was never taken cannot have marks yet: the marks are not complete either (a batch
  // with no attendance at all read "Marks: Complete").
  const unknown = candidates.filter((candidate) => candidate.isPresent === 'Missing');
  const waiting: CheckLine[] =
    unknown.length === 0
      ? []
      : [
          {
            key: 'check.marksAwaitAttendance',
            values: { count: unknown.length, names: someNames(unknown.map((candidate) => candidate.name)) },
            to: paths.batch.candidateAttendance.to({ batchID }),
          },
        ];
  return [
    ...waiting,
    ...sections.flatMap((section): CheckLine[] => {
      const unmarked = present.filter(
        (candidate) => !hasMarks(marksOf(candidate._id, section), section, savedHere(candidate._id, section)),
      );
      // Marks saved on this phone and waiting to send are not missing.
      const sending = unmarked.filter((candidate) => queued(candidate._id, section));
      const notSending = unmarked.filter((candidate) => !queued(candidate._id, section));
      const isAllZero = (candidate: CandidateRow) =>
        sectionState(marksOf(candidate._id, section)?.nosResult, section, savedHere(candidate._id, section)) ===
        'allZero';
      const zeros = notSending.filter(isAllZero);
      const without = notSending.filter((candidate) => !isAllZero(candidate));
      const to =
        section === 'Theory' ? paths.batch.theoryMarks.to({ batchID }) : paths.batch.vivaPracticalMarks.to({ batchID });
      const zerosTo =
        zeros.length === 1
          ? markingRoute[section].to({ batchID, candidateID: zeros[0]!._id })
          : paths.batch.theoryMarks.to({ batchID });
      return [
        ...(zeros.length === 0
          ? []
          : [
              {
                key: 'check.marksAllZero',
                values: { section, count: zeros.length, names: someNames(zeros.map((candidate) => candidate.name)) },
                to: zerosTo,
              },
            ]),
        ...(without.length === 0
          ? []
          : [
              {
                key: 'check.marks',
                values: {
                  section,
                  count: without.length,
                  names: someNames(without.map((candidate) => candidate.name)),
                },
                to,
              },
            ]),
        ...(sending.length === 0
          ? []
          : [{ key: 'check.marksWaiting', values: { section, count: sending.length }, to, waiting: true as const }]),
      ];
    }),
  ];
}

/** 'DD-MM-YYYY' of an ISO time, in India. */
const dayOf = (iso: string): string => indiaDashDay(Date.parse(iso));

/** More days than any batch runs: a wrong date in the answer must not make a list of years. */
const MAX_DAYS = 62;

/**
 * The batch's assessment days ('DD-MM-YYYY') from its start and end dates ('DD/MM/YYYY' on the real API, read by the
 * contract's India-date module, never by Date.parse), for an activity count without our `days` (the real API may not
 * send it); none when a date does not read.
 */
export function assessmentDays(startDate: string, endDate: string): string[] {
  return daysFromTo(startDate, endDate, MAX_DAYS).map(dashOfDay);
}

/**
 * A record's ends of the day, by its flags or its times: the real regularisation approval writes the times but never
 * sets `isClockOut` (backend-facts-2 CO-2), so a regularised day has a clock-out time and a false flag.
 */
const clockedIn = (record: AttendanceRow) => record.isClockIn === true || Boolean(record.clockInTime);
const clockedOut = (record: AttendanceRow) => record.isClockOut === true || Boolean(record.clockOutTime);

/**
 * Assessment days ('DD-MM-YYYY') without a clock-in, or with a clock-in but no clock-out; one waiting in the outbox
 * (`queued(date, action)`) is listed as waiting to send, not as missing.
 */
export function clockLines(
  batchID: string,
  days: readonly string[],
  records: readonly AttendanceRow[],
  queued: (date: string, action: 'clockIn' | 'clockOut') => boolean = () => false,
): CheckLine[] {
  const to = paths.batch.clockIn.to({ batchID });
  return days.flatMap((date): CheckLine[] => {
    const ofDay = records.filter((record) => record.createdAt !== undefined && dayOf(record.createdAt) === date);
    const lines: CheckLine[] = [];
    const hasIn = ofDay.some(clockedIn);
    if (!hasIn && !queued(date, 'clockIn')) return [{ key: 'check.clockIn', values: { date }, to }];
    if (!hasIn) lines.push({ key: 'check.clockInWaiting', values: { date }, to, waiting: true });
    if (ofDay.some(clockedOut)) return lines;
    if (queued(date, 'clockOut'))
      return [...lines, { key: 'check.clockOutWaiting', values: { date }, to, waiting: true }];
    return [...lines, { key: 'check.clockOut', values: { date }, to }];
  });
}
