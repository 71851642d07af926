import { indiaNoon } from '@assessor/contract';
import { createHash } from 'node:crypto';
import { Faker, en, en_IN } from '@faker-js/faker';
import type { Assessor, DbState, JobRole, Notification, ObjectId } from '../../db/types.ts';
import { makeBatch, makeDays, makeTabs, type BatchState } from '../../seed/batches.ts';
import { placeExamCentres } from '../../seed/attendance.ts';
import { makeAssessor, makeCandidate } from '../../seed/people.ts';

/** Trainee accounts are `<prefix>.<n>@trainee.test` with mobile `70000nnnnn`. */
export const TRAINEE_DOMAIN = 'trainee.test';
const TRAINEE_MOBILE = /^70000(\d{5})$/;
export const isTrainee = (assessor: Pick<Assessor, 'email'>) =>
  assessor.email.toLowerCase().endsWith(`@${TRAINEE_DOMAIN}`);

/** One batch of each state per trainee, each with its candidates. */
export const traineePlan: Record<Exclude<BatchState, 'rejected'>, number> = {
  pending: 1,
  ongoing: 1,
  upcoming: 1,
  completed: 1,
};
export const CANDIDATES_PER_BATCH = 12;

/** The parts of the state that belong to one assessor (everything a reset of them replaces). */
export type Slice = Partial<Record<keyof DbState, unknown[]>>;

const number = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

function fakerFor(seed: number, key: string, today: string): Faker {
  const f = new Faker({ locale: [en_IN, en] });
  f.seed((seed + number(key)) % 2 ** 32);
  f.setDefaultRefDate(indiaNoon(today));
  return f;
}

/** The next free trainee number (their mobile and e-mail carry it). */
export function nextTraineeNumber(assessors: readonly Assessor[]): number {
  const taken = assessors
    .map((a) => TRAINEE_MOBILE.exec(a.mobile)?.[1])
    .filter(Boolean)
    .map(Number);
  return Math.max(0, ...taken) + 1;
}

/** A trainee's account: the same number, prefix and seed give the same record (the password hash aside). */
export function makeTrainee(seed: number, today: string, n: number, prefix: string, password: string): Assessor {
  const slug =
    prefix
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'trainee';
  const email = `${slug}.${n}@${TRAINEE_DOMAIN}`;
  const f = fakerFor(seed, `account:${email}`, today);
  const account = { email, password, mobile: `70000${String(n).padStart(5, '0')}`, fullName: `${prefix.trim()} ${n}` };
  return makeAssessor(f, seed, account, f.helpers.arrayElement(['male', 'female'] as const));
}

/**
 * A trainee's own data: a pending request, an ongoing, an upcoming and a completed batch (the accepted ones with
 * their day records and evidence tabs), each with candidates, and the notification of the pending request. A pure
 * function of the mock seed, the trainee's e-mail and the day, so a reset gives the same sandbox again.
 */
export function makeSandbox(seed: number, today: string, assessor: Assessor, jobRoles: JobRole[], now: number): Slice {
  const f = fakerFor(seed, `sandbox:${assessor.email.toLowerCase()}`, today);
  const serialBase = 100_000 + (number(assessor._id) % 100_000) * 8;
  const batches = (Object.entries(traineePlan) as [BatchState, number][])
    .flatMap(([state, count]) => Array.from({ length: count }, (_, nth) => ({ state, nth })))
    .map(({ state, nth }, index) => makeBatch(f, state, nth, serialBase + index, today, assessor, jobRoles));
  const candidates = batches.flatMap((batch) => {
    const list = Array.from({ length: CANDIDATES_PER_BATCH }, (_, i) => makeCandidate(f, batch, i));
    batch.batchSize = list.length;
    return list;
  });
  // Their own faker, after the rest is made, so the sandbox's other data stays as it was; trainees meet the geofence too.
  placeExamCentres((seed + number(`centres:${assessor.email.toLowerCase()}`)) % 2 ** 32, batches);
  const accepted = batches.filter((batch) => batch.isAcceptAssesor);
  const pending = batches.find((batch) => !batch.isAcceptAssesor);
  const notifications: Notification[] = pending
    ? [
        {
          _id: f.database.mongodbObjectId(),
          recipient: assessor._id,
          sender: 'system',
          isRead: false,
          title: pending.batchId,
          content: 'Accept the Batch Request to process further',
          link: '/batch-requests',
          type: 'other',
          isActionTaken: false,
          createdAt: new Date(now).toISOString(),
        },
      ]
    : [];
  return {
    batches,
    candidates,
    assessmentDays: accepted.flatMap((batch) => makeDays(f, batch)),
    tabStatuses: accepted.flatMap((batch) => makeTabs(f, batch)),
    notifications,
  };
}

/** Fields by which a record of any collection names its assessor (collections added later included). */
const OWNER_FIELDS = ['assessor_id', 'assesor_id', 'accessorId', 'recipient', 'assessor', 'assessorId'] as const;
/** Fields by which a record names a batch's `_id` (candidates' `batchId` is the batch's `_id`). */
const BATCH_FIELDS = ['batch_id', 'batchId'] as const;

/** Whether a stored record belongs to the assessor (directly, or through one of their batches, or their mobile or e-mail). */
export function ownedBy(collection: string, item: unknown, who: Assessor, batchIds: ReadonlySet<ObjectId>): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const record = item as Record<string, unknown>;
  if (collection === 'assessors') return record._id === who._id;
  if (OWNER_FIELDS.some((field) => record[field] === who._id)) return true;
  if (
    collection !== 'batches' &&
    BATCH_FIELDS.some((field) => typeof record[field] === 'string' && batchIds.has(record[field] as string))
  )
    return true;
  // OTPs, the SMS/e-mail outbox and lockout counters are keyed by mobile or e-mail.
  const email = who.email.toLowerCase();
  return ['mobile', 'to', 'key'].some((field) => record[field] === who.mobile || record[field] === email);
}

/** Everything of the state that belongs to the assessor, by collection. */
export function sliceOf(state: DbState, who: Assessor): Slice {
  const batchIds = new Set(state.batches.filter((batch) => batch.accessorId === who._id).map((batch) => batch._id));
  const slice: Slice = {};
  for (const [name, list] of Object.entries(state) as [keyof DbState, unknown][]) {
    if (!Array.isArray(list) || name === 'assessors' || name === 'jobRoles') continue;
    const owned = list.filter((item) => ownedBy(name, item, who, batchIds));
    if (owned.length > 0) slice[name] = owned;
  }
  return slice;
}
