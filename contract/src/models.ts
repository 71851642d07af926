import { Type } from 'typebox';
import { ObjectId } from './schemas.ts';

/** Batch fields as api-facts §4 lists them. */
export const Batch = Type.Object({
  _id: ObjectId,
  batchId: Type.String(),
  batchSize: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.String(),
  startTime: Type.Optional(Type.String()),
  endTime: Type.Optional(Type.String()),
  examCenterName: Type.Optional(Type.String()),
  schemeName: Type.Optional(Type.String()),
  subSchemeName: Type.Optional(Type.String()),
  batchMode: Type.Optional(Type.String()),
  jobRole: Type.Optional(Type.String()),
  qpCode: Type.Optional(Type.String()),
  accessorId: Type.Optional(Type.String()),
  accessorName: Type.Optional(Type.String()),
  isAcceptAssesor: Type.Boolean(),
  RejectComment: Type.Union([Type.String(), Type.Null()]),
  clientname: Type.Optional(Type.String()),
  assessorFeePerCandidate: Type.Optional(Type.Number()),
  questionPaper: Type.Optional(
    Type.Object({
      passingPercentage: Type.Number(),
      sectionTable: Type.Array(Type.Object({ sectionName: Type.String(), isSelected: Type.Boolean() })),
    }),
  ),
});

export const Candidate = Type.Object({
  _id: ObjectId,
  candidateId: Type.String(),
  name: Type.String(),
  fatherName: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  aadharNumber: Type.Optional(Type.String()),
  gender: Type.Optional(Type.String()),
  dob: Type.Optional(Type.String()),
  batchId: Type.String(),
  jobRole: Type.Optional(Type.String()),
  isPresent: Type.Union([Type.Literal('Present'), Type.Literal('Absent'), Type.Literal('Missing')]),
});

/** One stored evidence file (api-facts §6). */
export const UrlItem = Type.Object({
  _id: ObjectId,
  key: Type.String(),
  fileName: Type.String(),
  url: Type.String(),
  status: Type.Optional(Type.String()),
  adminUploaded: Type.Optional(Type.Boolean()),
  size: Type.Optional(Type.Integer()),
  mimeType: Type.Optional(Type.String()),
  uploadedAt: Type.Optional(Type.String()),
});

export const Notification = Type.Object({
  _id: ObjectId,
  recipient: Type.String(),
  sender: Type.Optional(Type.String()),
  isRead: Type.Boolean(),
  title: Type.String(),
  content: Type.String(),
  link: Type.Optional(Type.String()),
  type: Type.Union([Type.Literal('message'), Type.Literal('alert'), Type.Literal('reminder'), Type.Literal('other')]),
  isActionTaken: Type.Optional(Type.Boolean()),
  createdAt: Type.String(),
});

/** A profile document item (api-facts §3). */
export const DocumentItem = Type.Object({
  _id: ObjectId,
  fileName: Type.Optional(Type.String()),
  fileSize: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  status: Type.Optional(Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('noAction')])),
  url: Type.Optional(Type.String()),
});

export const AttendanceRecord = Type.Object({
  _id: ObjectId,
  clockInTime: Type.Optional(Type.String()),
  clockOutTime: Type.Optional(Type.String()),
  isClockIn: Type.Boolean(),
  isClockOut: Type.Boolean(),
  clockInImageKey: Type.Optional(Type.String()),
  clockOutImageKey: Type.Optional(Type.String()),
  duration: Type.Optional(Type.String()),
  location: Type.Optional(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
  assesor_id: Type.String(),
  batch_id: Type.String(),
  regularise_Id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  QAverificationTimeStampId: Type.Optional(Type.String()),
  createdAt: Type.Optional(Type.String()),
});
