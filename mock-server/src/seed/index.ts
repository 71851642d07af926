import { indiaNoon } from '@assessor/contract';
import { Faker, en, en_IN } from '@faker-js/faker';
import type { Batch, DbState } from '../db/types.ts';
import { demoPlan, makeBatch, makeDays, makeTabs, otherPlan, type BatchState } from './batches.ts';
import { addCloseoutSeed } from './closeout.ts';
import { makeAttendance, placeExamCentres } from './attendance.ts';
import { makeJobRoles } from './jobRoles.ts';
import { makeLoginCaseAssessors } from './loginCases.ts';
import { makeNotifications } from './notifications.ts';
import { completeQuestions } from './questions.ts';
import { DEMO_ASSESSOR, OTHER_ASSESSORS, makeAssessor, makeCandidate } from './people.ts';

export { DEMO_ASSESSOR, DEMO_PASSWORD, OTHER_ASSESSORS } from './people.ts';
export { UNREGISTERED_ASSESSOR, UNVERIFIED_ASSESSOR } from './loginCases.ts';

export interface SeedInput {
  seed: number;
  /** Reference date 'YYYY-MM-DD': batches are pending, upcoming, ongoing or completed relative to it. */
  today: string;
}

/** The demo state. Pure: the same input gives the same state, byte for byte. */
export function createSeed({ seed, today }: SeedInput): DbState {
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(seed);
  f.setDefaultRefDate(indiaNoon(today));

  const adminId = f.database.mongodbObjectId();
  const assessors = [
    makeAssessor(f, seed, DEMO_ASSESSOR, 'female'),
    makeAssessor(f, seed, OTHER_ASSESSORS[0], 'male'),
    makeAssessor(f, seed, OTHER_ASSESSORS[1], 'female'),
  ];
  const jobRoles = makeJobRoles(f);

  const batches: Batch[] = [];
  assessors.forEach((assessor, index) => {
    const plan = index === 0 ? demoPlan : otherPlan;
    for (const [state, count] of Object.entries(plan) as [BatchState, number][]) {
      for (let nth = 0; nth < count; nth++) {
        batches.push(makeBatch(f, state, nth, batches.length, today, assessor, jobRoles));
      }
    }
  });

  const candidates = batches.flatMap((batch) => {
    const list = Array.from({ length: f.number.int({ min: 20, max: 40 }) }, (_, i) => makeCandidate(f, batch, i));
    batch.batchSize = list.length;
    return list;
  });
  const accepted = batches.filter((batch) => batch.isAcceptAssesor);
  placeExamCentres(seed, batches);
  // Same order of faker draws as before attendance existed: notifications, days, tabs.
  const notifications = assessors.flatMap((assessor) => makeNotifications(f, assessor, batches, adminId));
  const assessmentDays = accepted.flatMap((batch) => makeDays(f, batch));
  const tabStatuses = accepted.flatMap((batch) => makeTabs(f, batch));
  completeQuestions(jobRoles, seed);

  const state: DbState = {
    // The 422 and 426 login cases come last, with no batches.
    assessors: [...assessors, ...makeLoginCaseAssessors(seed, today)],
    sessions: [],
    jobRoles,
    batches,
    candidates,
    notifications,
    assessmentDays,
    tabStatuses,
    evidenceFiles: [],
    candidateMarks: [],
    candidateFiles: [],
    otps: [],
    attempts: [],
    resetTokens: [],
    outbox: [],
    attendances: makeAttendance(assessors[0]!._id, batches, assessmentDays, today),
    regularizeRequests: [],
  };
  addCloseoutSeed(state, assessors[0]!._id, today);
  return state;
}
