import { addDays, dashOfIsoDay, evidenceKinds, isoDaysFromTo, slashOfIsoDay } from '@assessor/contract';
import type { Faker } from '@faker-js/faker';
import type { AssessmentDay, Assessor, Batch, JobRole, TabStatus } from '../db/types.ts';
import { jobRoleCatalog, schemes, slots } from './catalog.ts';

export type BatchState = 'pending' | 'rejected' | 'upcoming' | 'ongoing' | 'completed';

/** How many batches of each state an assessor gets. */
export const demoPlan: Record<BatchState, number> = { pending: 8, rejected: 2, upcoming: 7, ongoing: 5, completed: 10 };
export const otherPlan: Record<BatchState, number> = { pending: 1, rejected: 0, upcoming: 1, ongoing: 1, completed: 2 };

/** First and last assessment day of a batch in the given state, relative to `today`. */
function span(f: Faker, state: BatchState, today: string, nth: number): [string, string] {
  const length = f.number.int({ min: 0, max: 2 });
  switch (state) {
    case 'pending':
    case 'rejected':
    case 'upcoming': {
      const start = addDays(today, f.number.int({ min: 1, max: 30 }));
      return [start, addDays(start, length)];
    }
    case 'ongoing':
      // The first one is a single-day batch today; the others straddle today.
      return nth === 0
        ? [today, today]
        : [addDays(today, -f.number.int({ min: 0, max: 2 })), addDays(today, f.number.int({ min: 0, max: 2 }))];
    case 'completed': {
      const end = addDays(today, -f.number.int({ min: 1, max: 60 }));
      return [addDays(end, -length), end];
    }
  }
}

const rejectReasons = [
  'Not available on these dates',
  'Exam centre too far from my location',
  'Already assigned another batch',
];

export function makeBatch(
  f: Faker,
  state: BatchState,
  nth: number,
  serial: number,
  today: string,
  assessor: Assessor,
  jobRoles: JobRole[],
): Batch {
  const [start, end] = span(f, state, today, nth);
  const role = f.helpers.arrayElement(jobRoles);
  const council =
    jobRoleCatalog.find((entry) => entry.qpCode === role.qpCode)?.council ?? 'National Skill Development Corporation';
  const scheme = f.helpers.arrayElement(schemes);
  const slot = f.helpers.arrayElement(slots);
  return {
    _id: f.database.mongodbObjectId(),
    batchId: `BT${today.slice(2, 4)}${String(40000 + serial * 17 + f.number.int(16)).padStart(6, '0')}`,
    batchSize: 0,
    startDate: slashOfIsoDay(start),
    endDate: slashOfIsoDay(end),
    startTime: slot.startTime,
    endTime: slot.endTime,
    examCenterName: `${f.company.name()} Skill Centre, ${f.location.city()}`,
    schemeName: scheme.schemeName,
    subSchemeName: scheme.subSchemeName,
    batchMode: f.helpers.weightedArrayElement([
      { weight: 4, value: 'offline' as const },
      { weight: 1, value: 'online' as const },
    ]),
    jobRole: role.jobRole,
    jobRole_id: role._id,
    qpCode: role.qpCode,
    accessorId: assessor._id,
    accessorName: assessor.fullName,
    isAcceptAssesor: state === 'upcoming' || state === 'ongoing' || state === 'completed',
    RejectComment: state === 'rejected' ? f.helpers.arrayElement(rejectReasons) : null,
    clientname: council,
    assessorFeePerCandidate: f.number.int({ min: 10, max: 25 }) * 10,
    questionPaper: {
      passingPercentage: 33,
      sectionTable: [
        { sectionName: 'Theory', isSelected: true },
        { sectionName: 'viva', isSelected: true },
        { sectionName: 'practical', isSelected: true },
      ],
    },
  };
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
const isoOf = (slash: string) => slash.split('/').reverse().join('-');

/** The day records (QAverificationTimeStampId) of an accepted batch, one per assessment day. */
export function makeDays(f: Faker, batch: Batch): AssessmentDay[] {
  return isoDaysFromTo(isoOf(batch.startDate), isoOf(batch.endDate)).map((day) => ({
    _id: f.database.mongodbObjectId(),
    batch_id: batch._id,
    assesor_id: batch.accessorId,
    date: dashOfIsoDay(day),
  }));
}

export function makeTabs(f: Faker, batch: Batch): TabStatus[] {
  return evidenceKinds.map(({ tabName, slug }) => ({
    _id: f.database.mongodbObjectId(),
    batch_id: batch._id,
    assesor_id: batch.accessorId,
    tabName,
    slug,
    tabStatus: false,
  }));
}
