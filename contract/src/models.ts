import { Type, type TOptional, type TSchema } from 'typebox';
import { ObjectId } from './schemas.ts';

/** A ref the real API sends as a bare id, a populated object (these fields optional, others kept), or null. */
const RefOrId = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Union([Type.String(), Type.Null(), Type.Object({ _id: Type.Optional(Type.String()), ...partial(fields) })]);
const partial = <P extends Record<string, TSchema>>(fields: P) =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])) as { [K in keyof P]: TOptional<P[K]> };

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
  // The real API populates refs into objects or sends bare ids (backend-facts §1a row 11): see RefOrId.
  jobRole: Type.Optional(RefOrId({ jobRole: Type.String(), qpCode: Type.String() })),
  /** The real job-role name: a string, or an array for multi-job-role batches. */
  jobRoleNames: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  qpCode: Type.Optional(Type.String()),
  accessorId: Type.Optional(RefOrId({ fullName: Type.String() })),
  clientId: Type.Optional(RefOrId({ clientname: Type.String() })),
  accessorName: Type.Optional(Type.String()),
  isAcceptAssesor: Type.Boolean(),
  RejectComment: Type.Union([Type.String(), Type.Null()]),
  clientname: Type.Optional(Type.String()),
  assessorFeePerCandidate: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  questionPaper: Type.Optional(
    Type.Object({
      passingPercentage: Type.Number(),
      qpCode: Type.Optional(Type.String()),
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
