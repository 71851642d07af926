/**
 * The stored state of the mock. Field names follow api-facts.md; collections are flat arrays that refer to each
 * other by `_id` (as the real MongoDB back end does). The records are declared per area in `records/`; a new
 * collection is added to `DbState` here.
 */
import type { AssessmentDay, Batch, Candidate, JobRole, Notification } from './records/batches.ts';
import type {
  Attendance,
  CandidateFile,
  CandidateMark,
  ClockInRefusal,
  EvidenceFile,
  IdempotentAnswer,
  InvoiceRecord,
  RaisedIssue,
  RegularizeRequest,
  StoredFileEntry,
  TabStatus,
} from './records/captures.ts';
import type { Assessor, AttemptCounter, OtpRecord, OutboxMessage, ResetToken, Session } from './records/people.ts';

export type * from './records/batches.ts';
export type * from './records/captures.ts';
export type * from './records/ids.ts';
export type * from './records/people.ts';

export interface DbState {
  assessors: Assessor[];
  sessions: Session[];
  jobRoles: JobRole[];
  batches: Batch[];
  candidates: Candidate[];
  notifications: Notification[];
  assessmentDays: AssessmentDay[];
  tabStatuses: TabStatus[];
  evidenceFiles: EvidenceFile[];
  candidateMarks: CandidateMark[];
  candidateFiles: CandidateFile[];
  otps: OtpRecord[];
  attempts: AttemptCounter[];
  resetTokens: ResetToken[];
  outbox: OutboxMessage[];
  /** Optional: absent in the seed and in files written before it existed. */
  idempotency?: IdempotentAnswer[];
  /** Optional like `idempotency`: absent in files written before close-out existed. */
  raisedIssues?: RaisedIssue[];
  invoices?: InvoiceRecord[];
  /** Attendance (optional: absent in files written before it existed). */
  attendances?: Attendance[];
  regularizeRequests?: RegularizeRequest[];
  /**
   * The registry of stored files (optional: absent in the seed and in files written before it existed; derived from
   * the records that name files at the first start, see services/uploads/storedFiles.ts).
   */
  storedFiles?: StoredFileEntry[];
  /** The last refused clock-in of each assessor (optional: absent in older files). */
  clockInRefusals?: ClockInRefusal[];
  /** The trainer's geofence switch; on unless set to false. */
  geofence?: { enabled: boolean };
}
