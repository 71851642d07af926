import { contract, sections, type CallSpec } from '@assessor/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
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
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const firstOf = (value: unknown): Record<string, unknown> => record(Array.isArray(value) ? value[0] : undefined);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** "25/12/2024", "2024-12-25" or "25-12-2024" as "25-12-2024" (the day records' format). */
function dashDate(value: unknown): string | undefined {
  const raw = text(value);
  const dmy = raw && /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(raw);
  if (dmy) return `${dmy[1]}-${dmy[2]}-${dmy[3]}`;
  const ymd = raw && /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return ymd ? `${ymd[3]}-${ymd[2]}-${ymd[1]}` : undefined;
}

/** Needs these ids; the first one not found yet is reported as missing. */
function needs<K extends keyof Found>(keys: K[], build: (found: Required<Pick<Found, K>>) => Args) {
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

/** What a write step puts back: the values read, or the id or value that is missing. */
export type Kept = { value: Record<string, unknown> } | { missing: string };

/**
 * One write of `--writes`: it reads (`read`, a call of `plan`, with `readArgs` when the plan's arguments do not fit),
 * keeps the values it is about to write (`keep`), writes exactly those values back (`args`), and after every write
 * has been sent reads again: `keep` of the new answer must equal what was kept before.
 */
export interface WriteStep {
  read: string;
  readArgs?: (found: Found) => Args | { missing: string };
  keep: (details: unknown, found: Found) => Kept;
  /** The write's arguments; `notes` names read values the write leaves out (and so leaves as they are). */
  args: (kept: Record<string, unknown>, found: Found) => { args: Args; notes?: string[] };
}

/** The update's multipart field names (the contract's), and the profile's name of each: the update says `pincode`. */
const updateFields = Object.keys(contract.updateProfile.multipart.fields.properties);
const profileNameOf = (field: string) => (field === 'pincode' ? 'pinCode' : field);
const updateFieldOf = (name: string) => (name === 'pinCode' ? 'pincode' : name);
/** The profile fields the update takes, as the profile names them. */
const profileFields = updateFields.map(profileNameOf);
const bankFields = ['accountHolderName', 'bankName', 'bankAccount', 'bankIFSC', 'bankBranchName'] as const;
const pick = (details: unknown, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = record(details)[name];
      return value === undefined || value === null ? [] : [[name, value]];
    }),
  );

/**
 * The writes `--writes` sends, in this order. Each one writes back the values it read just before, so the account is
 * left as it was found; the re-read after the writes proves it (or reports the difference as drift).
 */
export const writePlan: Record<string, WriteStep> = {
  // Safe: the real update `$set`s the named fields only (backend-facts-2 PR-6); every field sent is the profile's
  // own value, read just before, and no photo is sent, so the photo stays. A value the contract's form would refuse
  // is left out (and so kept as it is), and named in the row.
  updateProfile: {
    read: 'profile',
    keep: (details) => {
      const value = pick(details, profileFields);
      return Object.keys(value).length > 0 ? { value } : { missing: 'profile fields' };
    },
    args: (kept, found) => {
      const schema = contract.updateProfile.multipart.fields.properties as Record<string, TSchema>;
      const fields: Record<string, string> = {};
      const notes: string[] = [];
      for (const [name, value] of Object.entries(kept)) {
        const field = updateFieldOf(name);
        const textValue = typeof value === 'boolean' ? String(value) : value;
        if (typeof textValue === 'string' && schema[field] && Value.Check(schema[field], textValue))
          fields[field] = textValue;
        else notes.push(`${name} left out (its value does not fit the update's field)`);
      }
      return { args: { params: { id: found.assessorId! }, fields }, notes };
    },
  },
  // Safe: the real update `$set`s the five fields (backend-facts §3.6); they are sent as read. With no bank details
  // (or some missing) it is not sent: a PUT would add them.
  updateBankDetails: {
    read: 'bankDetails',
    keep: (details) => {
      const value = pick(details, bankFields);
      return Value.Check(contract.updateBankDetails.body, value) ? { value } : { missing: 'complete bank details' };
    },
    args: (kept, found) => ({ args: { params: { id: found.assessorId! }, body: kept } }),
  },
  // Safe: sets the first tab of the batch's evidence to the status it already has (a GET that writes, api-facts §6).
  updateTabStatus: {
    read: 'activityCount',
    keep: (details, found) => {
      const tabs = record(details).tabs;
      found.tabId ??= text(firstOf(tabs)._id);
      const tab = Array.isArray(tabs) ? tabs.map(record).find((item) => item._id === found.tabId) : undefined;
      return typeof tab?.tabStatus === 'boolean'
        ? { value: { _id: tab._id, tabStatus: tab.tabStatus } }
        : { missing: 'an evidence tab with its status' };
    },
    args: (kept) => ({ args: { params: { id: String(kept._id) }, query: { tabStatus: kept.tabStatus as boolean } } }),
  },
  // Safe: marks read a notification that is already read (api-facts §8: the call marks one read). Were the real call
  // a toggle, the re-read would show the notification unread and the row would say so.
  changeNotificationStatus: {
    read: 'notificationList',
    readArgs: needs(['assessorId'], ({ assessorId }) => ({ query: { assesor_id: assessorId, limit: 100 } })),
    keep: (details, found) => {
      const list = record(details).notifications;
      const items = Array.isArray(list) ? list.map(record) : [];
      found.notificationId ??= text(items.find((item) => item.isRead === true)?._id);
      const item = items.find((candidate) => candidate._id === found.notificationId);
      return item ? { value: { _id: item._id, isRead: item.isRead } } : { missing: 'a notification already read' };
    },
    args: (kept) => ({ args: { params: { id: String(kept._id) } } }),
  },
};

/** Why each other call that changes data is never sent: the check could not put the account back as it was. */
const neverSent: Record<string, string> = {
  loginByOtp: 'spends a one-time password',
  sendOtp: 'sends a one-time password',
  verifyOtp: 'spends a one-time password',
  resendOtp: 'sends a one-time password',
  registerAssessor: 'creates an account',
  forgetPassword: 'sends a password reset',
  resetPassword: 'changes the password',
  changePassword: 'changes the password',
  logout: 'ends the session',
  deleteAccount: 'deletes the account',
  updateRequestStatus: 'accepts or rejects a batch',
  clockIn: 'clocks in or out',
  applyRegularize: 'creates a regularisation request',
  saveCandidateAttendance: 'saves attendance',
  saveNosMarks: 'saves marks',
  saveTheoryMarks: 'saves marks',
  raiseIssue: 'creates an issue',
  generateInvoice: 'creates an invoice',
};

/** The reason a call that changes data is not sent by `--writes`. */
export function whyNeverSent(name: string): string {
  const why =
    neverSent[name] ??
    (/^upload/.test(name)
      ? 'uploads a file'
      : /^(remove|delete)/.test(name)
        ? 'deletes data'
        : /^add/.test(name)
          ? 'creates a document'
          : /^update/.test(name)
            ? // Section updates: the real one replaces the item with the body (backend-facts-2 §2.4), so a stored field
              // the contract does not name would be lost.
              'replaces a document with what is sent'
            : 'no write step in plan.ts');
  return `not reversible by the check: ${why}`;
}
