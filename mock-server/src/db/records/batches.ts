import type { ObjectId } from './ids.ts';

// Job roles and their questions, batches, candidates, notifications, assessment days.

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
  theoryNOQ: number;
  theoryMPQ: number;
  theoryTM: number;
  vivaNOQ: number;
  vivaMPQ: number;
  vivaTM: number;
  practicalNOQ: number;
  practicalMPQ: number;
  practicalTM: number;
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
  /** When the assessor accepted the request (ours; absent for the seed's batches): the trainer's progress board. */
  acceptedAt?: number;
  /** When the batch's candidate attendance was first saved (ours, for the progress board). */
  attendanceSavedAt?: number;
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
