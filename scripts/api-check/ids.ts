/** Ids learnt from earlier answers, filled in as the check goes. */
export interface Found {
  assessorId?: string;
  batchId?: string;
  dayId?: string;
  /** A day of the batch as `DD-MM-YYYY`, for getTimeStampId. */
  dayDate?: string;
  candidateId?: string;
  nosId?: string;
  logId?: string;
  /** A state's code from getStates, for getCities. */
  fipsCode?: string;
  /** The evidence tab and the read notification the write plan puts back. */
  tabId?: string;
  notificationId?: string;
}

type Key = Exclude<keyof Found, 'tabId' | 'notificationId'>;

/** What each id is, in the words of a skipped row, and the calls whose answers usually carry it. */
export const idFacts: Record<Key, { what: string; from: string[] }> = {
  assessorId: { what: "the assessor's _id", from: ['loginAssessor', 'loginByOtp', 'profile'] },
  batchId: { what: 'a batch _id', from: ['batchList', 'batchRequestList', 'notificationList'] },
  dayId: {
    what: "a day record's _id (QAverificationTimeStampId)",
    from: ['activityCount', 'getTimeStampId', 'assessorAttendanceList'],
  },
  dayDate: { what: 'a day of the batch (DD-MM-YYYY)', from: ['batchDetails', 'activityCount', 'batchList'] },
  candidateId: { what: 'a candidate _id', from: ['candidateList'] },
  nosId: { what: 'a NOS _id', from: ['nosList', 'getNosMarks'] },
  logId: { what: 'an attendance record _id', from: ['assessorAttendanceList'] },
  fipsCode: { what: "a state's fipsCode", from: ['getStates'] },
};

const objectId = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value) ? value : undefined;
/** An id field's value: the id itself, or a populated reference `{ _id, … }` (the real API populates some). */
const idIn = (value: unknown): string | undefined =>
  objectId(value) ??
  (typeof value === 'object' && value !== null ? objectId((value as Record<string, unknown>)._id) : undefined);

/** "25/12/2024", "2024-12-25" or "25-12-2024" as "25-12-2024" (the day records' format). */
export function dashDate(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value : '';
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(raw);
  if (dmy) return `${dmy[1]}-${dmy[2]}-${dmy[3]}`;
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return ymd ? `${ymd[3]}-${ymd[2]}-${ymd[1]}` : undefined;
}

/** Fields that name another record by its id, whatever answer they sit in (both spellings the API uses). */
const references: [string, Key][] = [
  ['batch_id', 'batchId'],
  ['batchId', 'batchId'],
  ['candidate_id', 'candidateId'],
  ['candidate_mongo_id', 'candidateId'],
  ['nos_id', 'nosId'],
  ['nosId', 'nosId'],
  ['QAverificationTimeStampId', 'dayId'],
  ['attendence_id', 'logId'],
  ['assesor_id', 'assessorId'],
  ['assessor_id', 'assessorId'],
  ['assesorId', 'assessorId'],
];

/**
 * One id seen in an answer; the lower the rank, the surer it is (a record itself before a reference to one). `batch`
 * ties a batch's start day to that batch.
 */
type Seen = { key: Key; value: string; rank: number; batch?: string };

/** What a record's own fields say it is: the ids (and the day) it gives. */
function recordIds(item: Record<string, unknown>): Seen[] {
  const id = objectId(item._id);
  const has = (...names: string[]) => names.some((name) => item[name] !== undefined);
  const seen: Seen[] = [];
  const add = (key: Key, value: string | undefined, rank: number, batch?: string) =>
    value && seen.push({ key, value, rank, batch });
  if (typeof item.fipsCode === 'string' && item.fipsCode !== '') add('fipsCode', item.fipsCode, 0);
  if (!id) return seen;
  if (has('batchSize', 'examCenterName', 'questionPaper') && has('batchId', 'startDate')) {
    // An accepted batch answers every batch call; a pending request's batch may not.
    add('batchId', id, item.isAcceptAssesor === true ? 0 : 1);
    add('dayDate', dashDate(item.startDate), 2, id);
  } else if (has('candidateId') && has('name', 'isPresent', 'fatherName')) add('candidateId', id, 0);
  else if (has('NOS')) add('nosId', id, 0);
  else if (has('clockInTime')) add('logId', id, 0);
  else if (typeof item.date === 'string' && has('batch_id', 'assesor_id', 'missingTabs', 'slotTimes')) {
    add('dayId', id, 0);
    add('dayDate', dashDate(item.date), 0);
  } else if (has('assessorSipId') || (typeof item.assessorId === 'string' && has('email', 'mobile')))
    add('assessorId', id, 1);
  return seen;
}

/** Every id in `value`, by field name and shape, at any depth. */
function idsIn(value: unknown, seen: Seen[] = [], depth = 0): Seen[] {
  if (depth > 8 || typeof value !== 'object' || value === null) return seen;
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, seen, depth + 1);
    return seen;
  }
  const item = value as Record<string, unknown>;
  seen.push(...recordIds(item));
  for (const [field, key] of references) {
    const id = idIn(item[field]);
    if (id) seen.push({ key, value: id, rank: 2 });
  }
  // A notification's link to a batch's page: /batch/<_id>/…
  const link = typeof item.link === 'string' ? /\/batch\/([0-9a-f]{24})(\/|$)/i.exec(item.link) : null;
  if (link) seen.push({ key: 'batchId', value: link[1]!, rank: 3 });
  for (const child of Object.values(item)) idsIn(child, seen, depth + 1);
  return seen;
}

/** The rank of each id already in a `Found`, so a surer day can replace a batch's start day. */
const ranks = new WeakMap<Found, Map<Key, number>>();

/**
 * Learns ids from one answer, whatever it is (drifted, an error, not the envelope): an id keeps the first value
 * found, and within one answer the surest one (a batch record over a `batch_id`, an accepted batch over a pending
 * one). So a renamed list, a renamed field or a call that failed only hides an id when no other answer carries it.
 * The day is the exception: a day record's date replaces the batch's start day (a day with a record answers more).
 */
export function learnIds(body: unknown, found: Found): void {
  const known = ranks.get(found) ?? new Map<Key, number>();
  ranks.set(found, known);
  const best = new Map<Key, Seen>();
  const all = idsIn(body);
  const pick = (seen: Seen) => {
    const before = best.get(seen.key);
    if (!before || seen.rank < before.rank) best.set(seen.key, seen);
  };
  for (const seen of all) if (seen.key !== 'dayDate') pick(seen);
  for (const [key, seen] of best) {
    if (found[key] === undefined) {
      found[key] = seen.value;
      known.set(key, seen.rank);
    }
  }
  // A batch's start day only for the batch the check uses.
  for (const seen of all) if (seen.key === 'dayDate' && (!seen.batch || seen.batch === found.batchId)) pick(seen);
  const day = best.get('dayDate');
  if (day && (found.dayDate === undefined || day.rank < (known.get('dayDate') ?? Infinity))) {
    found.dayDate = day.value;
    known.set('dayDate', day.rank);
  }
}
