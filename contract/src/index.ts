import type { CallSpec } from './define.ts';
import { attendanceCalls } from './calls/attendance.ts';
import { authCalls } from './calls/auth.ts';
import { batchCalls } from './calls/batches.ts';
import { evidenceCalls } from './calls/evidence.ts';
import { markCalls } from './calls/marks.ts';
import { profileCalls } from './calls/profile.ts';
import { requestCalls } from './calls/requests.ts';

export * from './define.ts';
export * from './envelope.ts';
export * from './files.ts';
export * from './rules.ts';
export * as models from './models.ts';
export { batchTypes } from './calls/batches.ts';
export { sections } from './calls/marks.ts';
export { requestStates } from './calls/requests.ts';
export {
  evidenceKinds, EvidenceAnswer, evidenceCallNames, evidenceKindBySlug, type EvidenceKind, type EvidenceCallName,
} from './calls/evidence.ts';
export { attendanceCalls, authCalls, batchCalls, evidenceCalls, markCalls, profileCalls, requestCalls };

/** Every call of the API, declared once, by endpoint name. */
export const contract = {
  ...authCalls,
  ...batchCalls,
  ...markCalls,
  ...evidenceCalls,
  ...attendanceCalls,
  ...profileCalls,
  ...requestCalls,
} satisfies Record<string, CallSpec>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
