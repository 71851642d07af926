/**
 * The stored state of the mock. Field names follow api-facts.md; collections are flat arrays that refer to each
 * other by `_id` (as the real MongoDB back end does). Later features add collections here.
 */
export type ObjectId = string;

export interface Assessor {
  _id: ObjectId;
  assessorId: string;
  fullName: string;
  email: string;
  mobile: string;
  /** `scrypt$N$salt$hash`, see services/passwords.ts. Empty when the assessor has no password yet. */
  passwordHash: string;
  isActive: boolean;
  isAssessorRegister: boolean;
  isMobileVerified: boolean;
  gender: 'male' | 'female' | 'transgender' | 'notSpecify';
  dob: string;
  address: string;
  state: string;
  district: string;
  pinCode: string;
  ToaType: 'Radiant' | 'Self' | 'None';
  RadiantFundToa: boolean;
  assessorSipId: string;
  modeofAgreement: 'payroll' | 'freelance';
  url: string;
  /** Set when the assessor deleted the account; logins are refused from then on. */
  deletedAt?: number;
  /** The photo as the real document keeps it (backend-facts §3.5); `profileKey` is the file store's key here. */
  assessorCertificate?: { assessorName: string; assessorPhotoSize: string; profileKey: string };
  // Profile documents, in the arrays the real assessor document has (backend-facts §3.6).
  personalDetail?: ProfileDocument[];
  experiences?: ProfileDocument[];
  education?: ProfileDocument[];
  jobRole?: ProfileDocument[];
  agreement?: ProfileDocument[];
  // Bank details sit on the assessor document itself (api-facts §3); the invoice reads them from here.
  accountHolderName?: string;
  bankName?: string;
  bankAccount?: string;
  bankIFSC?: string;
  bankBranchName?: string;
}

/**
 * One profile document, stored flat as the real API stores it: the section's fields (e.g. `cardType`, `cardNo`),
 * `<prefix>Key/Name/Size` (the key is the file store's), the uploaded flag, `adminUploaded` and `status`.
 */
export type ProfileDocument = {
  _id: ObjectId;
  status: 'accepted' | 'rejected' | 'noAction';
  adminUploaded: boolean;
  url: string;
} & Record<string, string | boolean>;

/** The one live OTP of a mobile (4 digits, 300 s). Only its hash is kept here; the code sits in the outbox. */
export interface OtpRecord {
  mobile: string;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
}

/** Failed attempts of one kind for one key (e-mail for passwords, mobile for OTPs), api-facts §1. */
export interface AttemptCounter {
  kind: 'password' | 'otp';
  key: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** A single-use password reset token; only its hash is kept. */
export interface ResetToken {
  tokenHash: string;
  assessor_id: ObjectId;
  expiresAt: number;
  usedAt: number | null;
}

/** What the mock "sent" by SMS or e-mail (mock only): trainers read codes and links here instead of a phone. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  kind: 'otp' | 'resetLink';
  /** The OTP, or the reset token of the link. */
  secret: string;
  text: string;
  sentAt: number;
  expiresAt: number;
}

export interface Session {
  _id: ObjectId;
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  assessor_id: ObjectId;
  createdAt: number;
  expiresAt: number;
  /** Set by logout or the trainer; such a token answers 410. */
  endedAt: number | null;
}

export interface Question {
  _id: ObjectId;
  questionText: string;
  answer: string;
  marks: number;
  lang: { language: 'English' | 'Hindi'; questionText: string }[];
}

export interface Nos {
  _id: ObjectId;
  NOS: string;
  outOf: number;
  theoryNOQ: number; theoryMPQ: number; theoryTM: number;
  vivaNOQ: number; vivaMPQ: number; vivaTM: number;
  practicalNOQ: number; practicalMPQ: number; practicalTM: number;
  vivaQuestions: Question[];
  practicalQuestions: Question[];
}

export interface JobRole {
  _id: ObjectId;
  jobRole: string;
  qpCode: string;
  status: 'active' | 'inactive';
  nos: Nos[];
}

export interface Batch {
  _id: ObjectId;
  batchId: string;
  batchSize: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  examCenterName: string;
  /** Where the exam centre is (ours, seed/exam-centres.ts): the mock's clock-in geofence. */
  examCenterLocation?: { latitude: number; longitude: number };
  schemeName: string;
  subSchemeName: string;
  batchMode: 'online' | 'offline';
  jobRole: string;
  /** Not in api-facts' list; the job role's `_id`, so NOS can be found. */
  jobRole_id: ObjectId;
  qpCode: string;
  accessorId: ObjectId;
  accessorName: string;
  isAcceptAssesor: boolean;
  RejectComment: string | null;
  clientname: string;
  assessorFeePerCandidate: number;
  questionPaper: { passingPercentage: number; sectionTable: { sectionName: string; isSelected: boolean }[] };
}

export interface Candidate {
  _id: ObjectId;
  candidateId: string;
  name: string;
  fatherName: string;
  mobile: string;
  email: string;
  aadharNumber: string;
  gender: 'male' | 'female';
  dob: string;
  /** The batch's `_id`. */
  batchId: ObjectId;
  jobRole: string;
  isPresent: 'Present' | 'Absent' | 'Missing';
}

export interface Notification {
  _id: ObjectId;
  recipient: ObjectId;
  sender: string;
  isRead: boolean;
  title: string;
  content: string;
  link?: string;
  type: 'message' | 'alert' | 'reminder' | 'other';
  isActionTaken: boolean;
  createdAt: string;
}

/** One assessment day of a batch for an assessor; its `_id` is the `QAverificationTimeStampId`. */
export interface AssessmentDay {
  _id: ObjectId;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  /** 'DD-MM-YYYY'. */
  date: string;
  /** Time ("hh:mm AM") of the first upload per multipart field; set by the first upload of that slot. */
  slotTimes?: Record<string, string>;
}

export interface TabStatus {
  _id: ObjectId;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  tabName: string;
  slug: string;
  tabStatus: boolean;
}

export interface EvidenceFile {
  _id: ObjectId;
  QAverificationTimeStampId: ObjectId;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  /** The multipart field it came in, e.g. `theoryPhoto`. */
  field: string;
  key: string;
  fileName: string;
  url: string;
  status: 'accepted' | 'rejected' | 'noAction';
  adminUploaded: boolean;
  uploadedAt: number;
  size: number;
  mimeType: string;
}

/** The first successful answer to a request carrying an `Idempotency-Key` (plugins/idempotency.ts), kept 24 h. */
export interface IdempotentAnswer {
  key: string;
  assessor_id: ObjectId;
  /** The contract call's name, e.g. `uploadTheoryFile`. */
  call: string;
  status: number;
  contentType: string;
  body: string;
  createdAt: number;
}

/** An issue raised about a batch (closeout). */
export interface RaisedIssue {
  _id: ObjectId;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  category: string;
  description: string;
  /** Evidence-style file records; the files sit in the file store. */
  issueFiles: Omit<EvidenceFile, 'QAverificationTimeStampId'>[];
  status: 'open' | 'answered' | 'closed';
  answer?: string;
  answeredAt?: number;
  closedAt?: number;
  createdAt: number;
}

/** The invoice of a batch, recorded the first time it is generated (closeout). */
export interface InvoiceRecord {
  _id: ObjectId;
  invoiceNumber: string;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  /** 'DD/MM/YYYY'. */
  invoiceDate: string;
  feePerCandidate: number;
  candidatesAssessed: number;
  amount: number;
  createdAt: number;
}

/** One clock-in of an assessor on a batch day (api-facts §7); the mock also keeps the instants and the day. */
export interface Attendance {
  _id: ObjectId;
  assesor_id: ObjectId;
  batch_id: ObjectId;
  /** The day record of that date, when the batch has one. */
  QAverificationTimeStampId?: ObjectId;
  /** 'YYYY-MM-DD' in India: the day of the clock-in. */
  day: string;
  clockInAt: number;
  clockOutAt: number | null;
  clockInTime: string;
  clockOutTime: string | null;
  isClockIn: boolean;
  isClockOut: boolean;
  clockInImageKey?: string;
  clockOutImageKey?: string;
  duration: string | null;
  location: { latitude: number; longitude: number };
  accuracy?: number;
  /** Metres from the exam centre at clock-in (none when the centre has no position). */
  distance?: number;
  comment?: string;
  regularise_Id: ObjectId | null;
  createdAt: string;
  updatedAt: string;
}

/** A regularisation request of an attendance record (api-facts §7). */
export interface RegularizeRequest {
  _id: ObjectId;
  assesor_id: ObjectId;
  batch_id: ObjectId;
  attendence_id: ObjectId;
  QAverificationTimeStampId?: ObjectId;
  clockInTime: string;
  clockOutTime: string;
  duration: string;
  captureImageKey: string;
  /** Set when the photo is a new selfie (re-capture): the image the approval copies to the record. */
  clockInImageKey?: string;
  location?: { latitude: number; longitude: number };
  remark: string;
  comment?: string;
  isApprove: 'pending' | 'approve' | 'reject';
  createdAt: string;
  updatedAt: string;
}

/** A candidate's obtained marks in one NOS and section, as the assessor saved them. */
export interface CandidateMark {
  batch_id: ObjectId;
  candidate_id: ObjectId;
  nos_id: ObjectId;
  section: 'Theory' | 'viva' | 'practical';
  obtainedMarks: number;
  /** Viva and practical: the marks per question the total came from. */
  questionMarks?: { question_id: ObjectId; obtainedMarks: number }[];
  updatedAt: number;
}

/** A candidate's viva or practical photo or video (`practicalFiles`, backend-facts §3.4), kept in the file store. */
export interface CandidateFile {
  _id: ObjectId;
  fileKey: string;
  isViva: boolean;
  isVideo: boolean;
  batch_id: ObjectId;
  candidate_id: ObjectId;
  assesor_id: ObjectId;
  url: string;
  fileName: string;
  size: number;
  mimeType: string;
  createdAt: number;
}

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
  /** The trainer's geofence switch; on unless set to false. */
  geofence?: { enabled: boolean };
}
