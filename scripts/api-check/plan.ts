import { contract, sections, type CallSpec } from '@assessor/contract';
import type { Args } from './send.ts';

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

/** How to call one read: its arguments from what is known (or the id that is missing), and what its answer teaches. */
export interface Step {
  args: (found: Found) => Args | { missing: string };
  learn?: (details: unknown, found: Found) => void;
}

// viva: the section every call of marks takes (nos-question refuses Theory).
const section = sections[1];
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const firstOf = (value: unknown): Record<string, unknown> => record(Array.isArray(value) ? value[0] : undefined);
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** "25/12/2024", "2024-12-25" or "25-12-2024" as "25-12-2024" (the day records' format). */
function dashDate(value: unknown): string | undefined {
  const raw = text(value);
  const dmy = raw && /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(raw);
  if (dmy) return `${dmy[1]}-${dmy[2]}-${dmy[3]}`;
  const ymd = raw && /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return ymd ? `${ymd[3]}-${ymd[2]}-${ymd[1]}` : undefined;
}

/** Needs these ids; the first one not found yet is reported as missing. */
export function needs<K extends keyof Found>(keys: K[], build: (found: Required<Pick<Found, K>>) => Args) {
  return (found: Found) => {
    const absent = keys.find((key) => !found[key]);
    return absent ? { missing: absent } : build(found as Required<Pick<Found, K>>);
  };
}
const byAssessor: Step = { args: needs(['assessorId'], ({ assessorId }) => ({ params: { id: assessorId } })) };
const dayFiles: Step = { args: needs(['dayId'], ({ dayId }) => ({ params: { id: dayId } })) };

/**
 * Every GET of the contract in the order that lets later calls use ids of earlier answers (login gives the assessor,
 * the batch list a batch, and so on). A GET that changes data is listed in `changesData` instead.
 */
export const plan: Record<string, Step> = {
  batchList: {
    args: needs(['assessorId'], ({ assessorId }) => ({ query: { assesor_id: assessorId } })),
    learn: (details, found) => {
      found.batchId ??= text(firstOf(record(details).batchList)._id);
    },
  },
  batchDetails: {
    args: needs(['batchId'], ({ batchId }) => ({ params: { id: batchId } })),
    learn: (details, found) => {
      found.dayDate ??= dashDate(record(details).startDate);
    },
  },
  batchRequestList: { args: needs(['assessorId'], ({ assessorId }) => ({ query: { accessorId: assessorId } })) },
  notificationList: { args: needs(['assessorId'], ({ assessorId }) => ({ query: { assesor_id: assessorId } })) },
  activityCount: {
    args: needs(['batchId', 'assessorId'], ({ batchId, assessorId }) => ({
      query: { batchId, assesorId: assessorId },
    })),
    learn: (details, found) => {
      const day = firstOf(record(details).days);
      found.dayId ??= text(day._id);
      found.dayDate = dashDate(day.date) ?? found.dayDate;
    },
  },
  assessorAttendanceList: {
    args: needs(['assessorId', 'batchId'], ({ assessorId, batchId }) => ({
      query: { assesor_id: assessorId, batchId },
    })),
    learn: (details, found) => {
      const item = firstOf(Array.isArray(details) ? details : Object.values(record(details)).find(Array.isArray));
      found.dayId ??= text(item.QAverificationTimeStampId);
      found.logId ??= text(item._id);
    },
  },
  getTimeStampId: {
    args: needs(['batchId', 'assessorId', 'dayDate'], ({ batchId, assessorId, dayDate }) => ({
      query: { batchId, assesorId: assessorId, date: dayDate },
    })),
    learn: (details, found) => {
      found.dayId ??= text(record(details)._id);
    },
  },
  getExamcenterFile: dayFiles,
  getGroupFile: dayFiles,
  getTheoryFile: dayFiles,
  getVivaFile: dayFiles,
  getAadharFile: dayFiles,
  getPracticalFile: dayFiles,
  getToolFile: dayFiles,
  getTpFile: dayFiles,
  getAnnexureFile: dayFiles,
  getOtherFile: dayFiles,
  getAttendenceFile: dayFiles,
  attendanceLogs: { args: needs(['batchId'], ({ batchId }) => ({ query: { batch_id: batchId } })) },
  candidateList: {
    args: needs(['batchId'], ({ batchId }) => ({ query: { batch_id: batchId } })),
    learn: (details, found) => {
      found.candidateId ??= text(firstOf(record(details).candidateList)._id);
    },
  },
  nosList: {
    args: needs(['batchId'], ({ batchId }) => ({ params: { id: batchId }, query: { section } })),
    learn: (details, found) => {
      found.nosId ??= text(firstOf(record(details).nosList)._id);
    },
  },
  getNosMarks: {
    args: needs(['batchId', 'candidateId'], ({ batchId, candidateId }) => ({
      params: { id: batchId, id2: candidateId },
      query: { section },
    })),
  },
  nosQuestions: {
    args: needs(['batchId', 'nosId'], ({ batchId, nosId }) => ({ params: { id: batchId }, query: { nosId, section } })),
  },
  viewCandidateFiles: {
    args: needs(['batchId', 'candidateId'], ({ batchId, candidateId }) => ({
      query: { batch_id: batchId, candidate_id: candidateId },
    })),
  },
  profile: byAssessor,
  profilePercentage: byAssessor,
  personalDetailList: byAssessor,
  experienceList: byAssessor,
  educationList: byAssessor,
  jobRoleCertificateList: byAssessor,
  agreementList: byAssessor,
  bankDetails: byAssessor,
  jobRoleList: { args: () => ({}) },
  raiseIssueList: { args: needs(['batchId'], ({ batchId }) => ({ query: { batch_id: batchId } })) },
  getStates: {
    args: () => ({ body: { country: 'India' } }),
    learn: (details, found) => {
      found.fipsCode ??= text(firstOf(record(details).states).fipsCode);
    },
  },
  getCities: { args: needs(['fipsCode'], ({ fipsCode }) => ({ body: { fipsCode } })) },
};

/** GETs that write (never sent without --writes): update-tab-status sets a tab's status. */
export const changesData = new Set(['updateTabStatus']);

/** POSTs that only look something up (states and cities): read-only, so sent by the read-only check. */
export const readsByPost = new Set(['getStates', 'getCities']);

/** The read-only calls of the contract, by name. */
export const readCalls = (): [string, CallSpec][] =>
  Object.entries(contract as Record<string, CallSpec>).filter(
    ([name, call]) => (call.method === 'GET' && !changesData.has(name)) || readsByPost.has(name),
  );

/** The calls that change data, by name: every call but the reads and the login the check starts with. */
export const writeCalls = (): string[] => {
  const reads = new Set(readCalls().map(([name]) => name));
  return Object.keys(contract).filter((name) => !reads.has(name) && name !== 'loginAssessor');
};
