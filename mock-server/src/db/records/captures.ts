import type { ObjectId } from './ids.ts';

// What assessors capture and send: evidence, idempotent answers, raised issues, invoices, attendance, marks, candidate files.

export interface TabStatus {
  _id: ObjectId;
  batch_id: ObjectId;
  assesor_id: ObjectId;
  tabName: string;
  slug: string;
  tabStatus: boolean;
}

/**
 * One stored file of the uploads folder and the record that names it (`services/uploads/fileStore.ts` writes these, in the
 * same state write as that record). `record` is null only while the upload's request is being handled.
 */
export interface StoredFileEntry {
  key: string;
  /** The assessor who uploaded it. */
  owner: string;
  /** What it is: evidence, clock, regularize, profilePhoto, profileDocument, issue, candidateFile. */
  kind: string | null;
  record: { collection: string; _id: string } | null;
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
  /** When this NOS and section was first saved; kept when it is saved again (absent in older files). */
  firstSavedAt?: number;
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

/** A clock-in the geofence refused (ours): the trainer's board shows the last one of each assessor. */
export interface ClockInRefusal {
  assesor_id: ObjectId;
  batch_id: ObjectId;
  at: number;
  /** Metres from the exam centre. */
  distance: number;
  message: string;
}
