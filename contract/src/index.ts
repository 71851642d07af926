import type { CallSpec } from './define.ts';
import { accountCalls } from './calls/account.ts';
import { attendanceCalls } from './calls/attendance.ts';
import { authCalls } from './calls/auth.ts';
import { batchCalls } from './calls/batches.ts';
import { candidateCalls } from './calls/candidates.ts';
import { closeoutCalls } from './calls/closeout.ts';
import { evidenceCalls } from './calls/evidence.ts';
import { markCalls } from './calls/marks.ts';
import { notificationCalls } from './calls/notifications.ts';
import { profileCalls } from './calls/profile/index.ts';
import { requestCalls } from './calls/requests.ts';
import { TRAINER_PASSCODE_HEADER, scenarioKinds, trainerCalls, type ScenarioKind } from './calls/trainer/index.ts';

export * from './define.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './securityPolicy.ts';
export * from './files.ts';
export * from './rules.ts';
export * from './identity.ts';
export * as models from './models.ts';
export { batchTypes } from './calls/batches.ts';
export { sections, type Section } from './calls/marks.ts';
export {
  profileCompletion,
  profilePoints,
  sectionSpecs,
  type SectionName,
  type SectionSpec,
} from './calls/profile/index.ts';
export { requestStates } from './calls/requests.ts';
export { clockInRadiusM, remarkLimits } from './calls/attendance.ts';
export {
  issueCategories,
  issueStates,
  issueDescription,
  issueFiles,
  invoiceBlockers,
  RaisedIssue,
  Invoice,
} from './calls/closeout.ts';
export * from './indianWords.ts';
export * from './indiaDate.ts';
export {
  evidenceKinds,
  evidenceGroups,
  EvidenceAnswer,
  evidenceCallNames,
  evidenceKindBySlug,
  type EvidenceKind,
  type EvidenceGroup,
  type EvidenceCallName,
} from './calls/evidence.ts';
export {
  accountCalls,
  attendanceCalls,
  authCalls,
  batchCalls,
  candidateCalls,
  closeoutCalls,
  evidenceCalls,
  markCalls,
  notificationCalls,
  profileCalls,
  requestCalls,
};

/** The mock's own `/__mock/` calls (source 'mock'): outside `contract` and `capabilities`, no client endpoints. */
export { TRAINER_PASSCODE_HEADER, scenarioKinds, trainerCalls, type ScenarioKind };

/**
 * Every call of the API by capability. The same word names the contract file (`calls/<capability>.ts`), the mock's
 * route folder (`routes/<capability>/`) and the client's feature folder (`features/<capability>/`).
 */
export const capabilities = {
  auth: authCalls,
  requests: requestCalls,
  batches: batchCalls,
  notifications: notificationCalls,
  evidence: evidenceCalls,
  attendance: attendanceCalls,
  candidates: candidateCalls,
  marks: markCalls,
  profile: profileCalls,
  account: accountCalls,
  closeout: closeoutCalls,
} satisfies Record<string, Record<string, CallSpec>>;

export type Capability = keyof typeof capabilities;

/** Every call of the API, declared once, by endpoint name. */
export const contract = {
  ...authCalls,
  ...requestCalls,
  ...batchCalls,
  ...notificationCalls,
  ...evidenceCalls,
  ...attendanceCalls,
  ...candidateCalls,
  ...markCalls,
  ...profileCalls,
  ...accountCalls,
  ...closeoutCalls,
} satisfies Record<string, CallSpec>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
