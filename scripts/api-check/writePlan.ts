import { contract } from '@assessor/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { firstOf, needs, record, text, type Found } from './plan.ts';
import type { Args } from './send.ts';

/** What a write step puts back: the values read, or the id or value that is missing. */
export type Kept = { value: Record<string, unknown> } | { missing: string };

/**
 * One write of `--writes`: it reads (`read`, a call of `plan`, with `readArgs` when the plan's arguments do not fit),
 * keeps the values it is about to write (`keep`) and the fields the write may change without sending them (`watch`),
 * writes exactly the kept values back (`args`), and after every write has been sent reads again: both must equal
 * what was read before. Where they do not, writes.ts writes the kept values once more and reads again.
 */
export interface WriteStep {
  read: string;
  readArgs?: (found: Found) => Args | { missing: string };
  keep: (details: unknown, found: Found) => Kept;
  /** Fields the write may change as a side effect; compared before and after, never sent (so never put back). */
  watch?: (details: unknown, found: Found) => Record<string, unknown>;
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
/**
 * What the real profile update sets besides the fields sent (backend-facts §3.5): with a photo, the photo's facts and
 * `isAssesorProfileUploaded`. The check sends no photo, so none may change. `url` is left out: a signed link may differ
 * at every read.
 */
const photoFields = ['isAssesorProfileUploaded', 'assessorName', 'assessorPhotoSize', 'profileKey', 'key'];
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
    watch: (details) => pick(details, photoFields),
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
    // Were the real call to mark the action taken too, the notification would change in a way it cannot put back.
    watch: (details, found) => {
      const list = record(details).notifications;
      const item = Array.isArray(list) ? list.map(record).find((one) => one._id === found.notificationId) : undefined;
      return pick(item, ['isActionTaken']);
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
            : 'no write step in writePlan.ts');
  return `not reversible by the check: ${why}`;
}
