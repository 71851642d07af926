import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type {
  AssessmentDay,
  Assessor,
  Attendance,
  AttemptCounter,
  Batch,
  Candidate,
  CandidateFile,
  CandidateMark,
  DbState,
  EvidenceFile,
  IdempotentAnswer,
  InvoiceRecord,
  JobRole,
  Notification,
  OtpRecord,
  OutboxMessage,
  RaisedIssue,
  RegularizeRequest,
  ResetToken,
  Session,
  TabStatus,
} from './types.ts';

/**
 * One schema per stored collection, checked on every state that comes from outside (the trainer's import), and in
 * tests against the seed. They name the fields the mock's code reads with their types; a record may carry more.
 * The `Fits` lines below make the compiler refuse a record type (records/*.ts) that no longer fits its schema.
 */
const text = Type.String();
const int = Type.Number();
const flag = Type.Boolean();
const id = Type.String({ minLength: 1 });
const place = Type.Object({ latitude: int, longitude: int });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const oneOf = <const T extends string[]>(...values: T) => Type.Enum(values);

const Assessor_ = Type.Object({
  _id: id,
  assessorId: text,
  fullName: text,
  email: text,
  mobile: text,
  passwordHash: text,
  isActive: flag,
  isAssessorRegister: flag,
  isMobileVerified: flag,
  dob: text,
  url: text,
  deletedAt: Type.Optional(int),
});
const Session_ = Type.Object({
  _id: id,
  tokenHash: text,
  assessor_id: id,
  createdAt: int,
  expiresAt: int,
  endedAt: nullable(int),
});
const Question_ = Type.Object({ _id: id, questionText: text, marks: int });
const JobRole_ = Type.Object({
  _id: id,
  jobRole: text,
  qpCode: text,
  nos: Type.Array(
    Type.Object({
      _id: id,
      NOS: text,
      outOf: int,
      vivaQuestions: Type.Array(Question_),
      practicalQuestions: Type.Array(Question_),
    }),
  ),
});
const Batch_ = Type.Object({
  _id: id,
  batchId: text,
  batchSize: int,
  startDate: text,
  endDate: text,
  jobRole: text,
  jobRole_id: id,
  accessorId: id,
  isAcceptAssesor: flag,
  assessorFeePerCandidate: int,
  examCenterLocation: Type.Optional(place),
  questionPaper: Type.Object({
    passingPercentage: int,
    sectionTable: Type.Array(Type.Object({ sectionName: text, isSelected: flag })),
  }),
});
const Candidate_ = Type.Object({
  _id: id,
  candidateId: text,
  name: text,
  batchId: id,
  isPresent: oneOf('Present', 'Absent', 'Missing'),
});
const Notification_ = Type.Object({
  _id: id,
  recipient: id,
  sender: text,
  isRead: flag,
  title: text,
  content: text,
  link: Type.Optional(text),
  type: oneOf('message', 'alert', 'reminder', 'other'),
  isActionTaken: flag,
  createdAt: text,
});
const AssessmentDay_ = Type.Object({
  _id: id,
  batch_id: id,
  assesor_id: id,
  date: text,
  slotTimes: Type.Optional(Type.Record(Type.String(), text)),
});
const TabStatus_ = Type.Object({ _id: id, batch_id: id, assesor_id: id, tabName: text, slug: text, tabStatus: flag });
const fileFields = {
  _id: id,
  batch_id: id,
  assesor_id: id,
  key: text,
  fileName: text,
  url: text,
  uploadedAt: int,
  size: int,
  mimeType: text,
};
const EvidenceFile_ = Type.Object({ ...fileFields, QAverificationTimeStampId: id, field: text });
const CandidateMark_ = Type.Object({
  batch_id: id,
  candidate_id: id,
  nos_id: id,
  section: oneOf('Theory', 'viva', 'practical'),
  obtainedMarks: int,
  updatedAt: int,
});
const CandidateFile_ = Type.Object({
  _id: id,
  fileKey: text,
  batch_id: id,
  candidate_id: id,
  assesor_id: id,
  url: text,
  fileName: text,
  size: int,
  mimeType: text,
  createdAt: int,
});
const OtpRecord_ = Type.Object({ mobile: text, codeHash: text, sentAt: int, expiresAt: int });
const AttemptCounter_ = Type.Object({
  kind: oneOf('password', 'otp'),
  key: text,
  failures: int,
  lastFailureAt: int,
  lockedUntil: nullable(int),
});
const ResetToken_ = Type.Object({ tokenHash: text, assessor_id: id, expiresAt: int, usedAt: nullable(int) });
const OutboxMessage_ = Type.Object({
  channel: oneOf('sms', 'email'),
  to: text,
  kind: oneOf('otp', 'resetLink'),
  secret: text,
  text,
  sentAt: int,
  expiresAt: int,
});
const IdempotentAnswer_ = Type.Object({
  key: text,
  assessor_id: id,
  call: text,
  status: int,
  contentType: text,
  body: text,
  createdAt: int,
});
const RaisedIssue_ = Type.Object({
  _id: id,
  batch_id: id,
  assesor_id: id,
  category: text,
  description: text,
  issueFiles: Type.Array(Type.Object(fileFields)),
  createdAt: int,
});
const InvoiceRecord_ = Type.Object({
  _id: id,
  invoiceNumber: text,
  batch_id: id,
  assesor_id: id,
  amount: int,
  createdAt: int,
});
const Attendance_ = Type.Object({
  _id: id,
  assesor_id: id,
  batch_id: id,
  day: text,
  clockInAt: int,
  clockOutAt: nullable(int),
  clockInTime: text,
  clockOutTime: nullable(text),
  isClockIn: flag,
  isClockOut: flag,
  duration: nullable(text),
  location: place,
  regularise_Id: nullable(id),
});
const RegularizeRequest_ = Type.Object({
  _id: id,
  assesor_id: id,
  batch_id: id,
  attendence_id: id,
  clockInTime: text,
  clockOutTime: text,
  captureImageKey: text,
  isApprove: oneOf('pending', 'approve', 'reject'),
});

/** The schema of each collection's records; a collection not named here (a newer one) is only checked to be a list of objects. */
export const COLLECTION_SCHEMAS = {
  assessors: Assessor_,
  sessions: Session_,
  jobRoles: JobRole_,
  batches: Batch_,
  candidates: Candidate_,
  notifications: Notification_,
  assessmentDays: AssessmentDay_,
  tabStatuses: TabStatus_,
  evidenceFiles: EvidenceFile_,
  candidateMarks: CandidateMark_,
  candidateFiles: CandidateFile_,
  otps: OtpRecord_,
  attempts: AttemptCounter_,
  resetTokens: ResetToken_,
  outbox: OutboxMessage_,
  idempotency: IdempotentAnswer_,
  raisedIssues: RaisedIssue_,
  invoices: InvoiceRecord_,
  attendances: Attendance_,
  regularizeRequests: RegularizeRequest_,
} satisfies { [K in keyof DbState]?: TSchema };

/** The collections every state must have (the optional ones, such as `idempotency`, may be missing). */
export const REQUIRED_COLLECTIONS: readonly string[] = Object.freeze([
  'assessors',
  'sessions',
  'jobRoles',
  'batches',
  'candidates',
  'notifications',
  'assessmentDays',
  'tabStatuses',
  'evidenceFiles',
  'otps',
  'attempts',
  'resetTokens',
  'outbox',
]);

const Geofence_ = Type.Object({ enabled: flag });
const AnyRecord = Type.Object({});

/** `/a/0/b` → `a[0].b`. */
const pathOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');

/** The first thing wrong with `state` as "path: what is wrong" (e.g. `assessors[0].email: must be a string`), or null when it fits. */
export function firstStateError(state: Record<string, unknown>): string | null {
  const missing = REQUIRED_COLLECTIONS.filter((name) => !Array.isArray(state[name]));
  if (missing.length > 0) return `${missing.join(', ')} missing`;
  for (const [name, value] of Object.entries(state)) {
    const schema =
      name === 'geofence' ? Geofence_ : Type.Array((COLLECTION_SCHEMAS as Record<string, TSchema>)[name] ?? AnyRecord);
    const [error] = Value.Errors(schema, value);
    if (error) return `${pathOf(`/${name}${error.instancePath}`)}: ${error.message}`;
  }
  return null;
}

// Compile-time: each record type fits its schema (a renamed or retyped field the mock reads fails the type check here).
type Fits<Record, Schema extends TSchema> = Record extends Static<Schema> ? true : never;
export const RECORDS_FIT_THEIR_SCHEMAS: [
  Fits<Assessor, typeof Assessor_>,
  Fits<Session, typeof Session_>,
  Fits<JobRole, typeof JobRole_>,
  Fits<Batch, typeof Batch_>,
  Fits<Candidate, typeof Candidate_>,
  Fits<Notification, typeof Notification_>,
  Fits<AssessmentDay, typeof AssessmentDay_>,
  Fits<TabStatus, typeof TabStatus_>,
  Fits<EvidenceFile, typeof EvidenceFile_>,
  Fits<CandidateMark, typeof CandidateMark_>,
  Fits<CandidateFile, typeof CandidateFile_>,
  Fits<OtpRecord, typeof OtpRecord_>,
  Fits<AttemptCounter, typeof AttemptCounter_>,
  Fits<ResetToken, typeof ResetToken_>,
  Fits<OutboxMessage, typeof OutboxMessage_>,
  Fits<IdempotentAnswer, typeof IdempotentAnswer_>,
  Fits<RaisedIssue, typeof RaisedIssue_>,
  Fits<InvoiceRecord, typeof InvoiceRecord_>,
  Fits<Attendance, typeof Attendance_>,
  Fits<RegularizeRequest, typeof RegularizeRequest_>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
