import { Type, type TOptional, type TSchema } from 'typebox';
import { ObjectId } from './schemas.ts';

/** A ref the real API sends as a bare id, a populated object (these fields optional, others kept), or null. */
const RefOrId = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Union([Type.String(), Type.Null(), Type.Object({ _id: Type.Optional(Type.String()), ...partial(fields) })]);
const partial = <P extends Record<string, TSchema>>(fields: P) =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof P]: TOptional<P[K]>;
  };

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
  /** Ours: where the exam centre is (the mock's geofence); the real API may not send it. */
  examCenterLocation: Type.Optional(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
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
  // Optional: the admin analog of the candidate list builds its items without it (backend-facts-2 CA-2). Absent
  // means "attendance not sent", which is not "Missing" (the stored default).
  isPresent: Type.Optional(Type.Union([Type.Literal('Present'), Type.Literal('Absent'), Type.Literal('Missing')])),
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

/** A position as the real API stores it: numbers in our mock, strings in the real back end (backend-facts §1b row 32). */
const Coordinate = Type.Union([Type.Number(), Type.String()]);
export const GeoPoint = Type.Object({ latitude: Coordinate, longitude: Coordinate });

/** A regularisation request (api-facts §7; model in backend-facts §3.1). */
export const Regularisation = Type.Object({
  _id: ObjectId,
  clockInTime: Type.String(),
  clockOutTime: Type.Optional(Type.String()),
  captureImageKey: Type.Optional(Type.String()),
  /** The image the approval uses (the re-capture variant's new selfie). */
  clockInImageKey: Type.Optional(Type.String()),
  /** Ours: where the mock serves `captureImageKey`. */
  captureImageUrl: Type.Optional(Type.String()),
  duration: Type.Optional(Type.String()),
  location: Type.Optional(GeoPoint),
  assesor_id: Type.String(),
  batch_id: Type.String(),
  attendence_id: Type.String(),
  remark: Type.String(),
  comment: Type.Optional(Type.String()),
  isApprove: Type.Union([Type.Literal('pending'), Type.Literal('approve'), Type.Literal('reject')]),
  QAverificationTimeStampId: Type.Optional(Type.String()),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
});

/**
 * One clock-in of an assessor (api-facts §7, backend-facts §3.1). The real list populates `batch_id` (to the batch,
 * `jobRole` populated too) and `regularise_Id` (to the request, or null): both forms are declared.
 */
export const AttendanceRecord = Type.Object({
  _id: ObjectId,
  clockInTime: Type.Optional(Type.String()),
  clockOutTime: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  isClockIn: Type.Boolean(),
  isClockOut: Type.Boolean(),
  clockInImageKey: Type.Optional(Type.String()),
  clockOutImageKey: Type.Optional(Type.String()),
  /** Ours: where the mock serves the selfies (the real API's keys are S3 keys). */
  clockInImageUrl: Type.Optional(Type.String()),
  clockOutImageUrl: Type.Optional(Type.String()),
  duration: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  location: Type.Optional(GeoPoint),
  /** Ours: metres from the exam centre at clock-in, and the position's accuracy in metres. */
  distance: Type.Optional(Type.Number()),
  accuracy: Type.Optional(Type.Number()),
  comment: Type.Optional(Type.String()),
  assesor_id: Type.String(),
  batch_id: RefOrId({ batchId: Type.String(), jobRole: Type.Unknown(), examCenterName: Type.String() }),
  regularise_Id: Type.Optional(Type.Union([Type.String(), Type.Null(), Regularisation])),
  QAverificationTimeStampId: Type.Optional(Type.String()),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
});
