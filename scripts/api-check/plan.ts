import { contract, sections, type CallSpec } from '@assessor/contract';
import type { Found } from './ids.ts';
import type { Args } from './send.ts';

export type { Found } from './ids.ts';

/** How to call one read: its arguments from the ids known, or the id it still waits for (ids.ts learns them). */
export interface Step {
  args: (found: Found) => Args | { missing: keyof Found };
}

// viva: the section every call of marks takes (nos-question refuses Theory).
const section = sections[1];
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const firstOf = (value: unknown): Record<string, unknown> => record(Array.isArray(value) ? value[0] : undefined);
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

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
 * Every GET of the contract, with the ids each one needs, in the order of the table. The check sends a call as soon as
 * its ids are known (login gives the assessor, any answer with a batch a batch, and so on: ids.ts) and goes round
 * again while answers teach new ids. A GET that changes data is listed in `changesData` instead.
 */
export const plan: Record<string, Step> = {
  batchList: {
    args: needs(['assessorId'], ({ assessorId }) => ({ query: { assesor_id: assessorId } })),
  },
  batchDetails: {
    args: needs(['batchId'], ({ batchId }) => ({ params: { id: batchId } })),
  },
  batchRequestList: { args: needs(['assessorId'], ({ assessorId }) => ({ query: { accessorId: assessorId } })) },
  notificationList: { args: needs(['assessorId'], ({ assessorId }) => ({ query: { assesor_id: assessorId } })) },
  activityCount: {
    args: needs(['batchId', 'assessorId'], ({ batchId, assessorId }) => ({
      query: { batchId, assesorId: assessorId },
    })),
  },
  assessorAttendanceList: {
    args: needs(['assessorId', 'batchId'], ({ assessorId, batchId }) => ({
      query: { assesor_id: assessorId, batchId },
    })),
  },
  getTimeStampId: {
    args: needs(['batchId', 'assessorId', 'dayDate'], ({ batchId, assessorId, dayDate }) => ({
      query: { batchId, assesorId: assessorId, date: dayDate },
    })),
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
  },
  nosList: {
    args: needs(['batchId'], ({ batchId }) => ({ params: { id: batchId }, query: { section } })),
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
