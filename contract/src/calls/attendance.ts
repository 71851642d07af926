import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { AttendanceRecord, Regularisation } from '../models.ts';
import { ObjectId, PageCounts, PageQuery } from '../schemas.ts';

/** "09:05 AM", as the real API stores clock times (backend-facts §3.1). */
export const ClockTime = Type.String({ pattern: '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$' });

/** A coordinate sent as a multipart text field (a decimal number; the mock refuses anything else). */
const CoordinateField = Type.String({ maxLength: 20 });

/**
 * How far from the exam centre (metres) a clock-in is taken: the mock's geofence (MOCK_GEOFENCE_M defaults to it) and
 * the distance the clock-in screen warns beyond. The real API's rule is not known (backend-facts-2 AT-4).
 */
export const clockInRadiusM = 500;

/** Length limits of the regularisation remark (ours; shown on the form). */
export const remarkLimits = { min: 3, max: 500 } as const;

export const attendanceCalls = {
  clockIn: defineCall({
    // No route in the real back end (backend-facts §1b row 42): the field names are ours, see mock-server/docs/rules.md (Attendance).
    method: 'POST',
    path: '/api/assesor-clock-in',
    auth: true,
    source: 'ours',
    summary: 'Clock in or out of a batch day with a selfie and the position; answers the attendance record',
    multipart: {
      files: [{ field: 'clockImage', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        batch_id: ObjectId,
        action: Type.Union([Type.Literal('clockIn'), Type.Literal('clockOut')]),
        latitude: CoordinateField,
        longitude: CoordinateField,
        /** Metres (the Geolocation API's accuracy). */
        accuracy: Type.Optional(CoordinateField),
        /** The day record, when the client knows it (backend-facts §3.1 infers the real call carries it). */
        QAverificationTimeStampId: Type.Optional(ObjectId),
      }),
    },
    details: AttendanceRecord,
  }),
  assessorAttendanceList: defineCall({
    // The same path exists in the real back end (backend-facts §1b row 32, §3.1): its query and answer names.
    method: 'GET',
    path: '/api/assesor-attendance-list',
    auth: true,
    source: 'api-facts',
    summary: "The assessor's attendance records (clock-ins), newest first, optionally of one batch",
    query: Type.Object({
      // Required: the real handler filters by assessor only when it is sent, and answers every assessor's records
      // without it (backend-facts-2 AT-1). The mock refuses a missing or foreign one so that an omission fails a test.
      assesor_id: ObjectId,
      batchId: Type.Optional(ObjectId),
      month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' })),
      ...PageQuery,
    }),
    details: Type.Object({ attendanceList: Type.Array(AttendanceRecord), ...PageCounts }),
    emptyDetails: { attendanceList: [], totalCounts: 0, totalPages: 0 },
    // The real back end answers an empty list with success and `details: {}` (backend-facts §1b row 32).
    emptyForms: ['emptyObject', 'emptyArray'],
  }),
  attendanceLogs: defineCall({
    // Not in the real back end (backend-facts §3.1: a log is the record with its regularisation): ours.
    method: 'GET',
    path: '/api/attendence-logs',
    auth: true,
    source: 'ours',
    summary: "One attendance record (log_id) or a batch's records, with their regularisation requests",
    query: Type.Object({ batch_id: ObjectId, log_id: Type.Optional(ObjectId) }),
    details: Type.Object({ logs: Type.Array(AttendanceRecord), regularizeRequests: Type.Array(Regularisation) }),
    emptyDetails: { logs: [], regularizeRequests: [] },
    emptyForms: ['emptyObject'],
  }),
  applyRegularize: defineCall({
    // File field `captureImage` confirmed (backend-facts §1b row 33); the text fields follow the request model.
    method: 'POST',
    path: '/api/attendance-regularize',
    auth: true,
    source: 'api-facts',
    summary: 'Ask for an attendance record to be corrected, with a photo; answers the request',
    multipart: {
      files: [{ field: 'captureImage', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        batch_id: ObjectId,
        attendence_id: ObjectId,
        assesor_id: Type.Optional(ObjectId),
        QAverificationTimeStampId: Type.Optional(ObjectId),
        clockInTime: ClockTime,
        clockOutTime: ClockTime,
        remark: Type.String({ minLength: remarkLimits.min, maxLength: remarkLimits.max }),
        latitude: Type.Optional(CoordinateField),
        longitude: Type.Optional(CoordinateField),
        /** Ours: 'true' when the photo is a new selfie (the re-capture variant); it becomes `clockInImageKey`. */
        recapture: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
      }),
    },
    details: Regularisation,
  }),
};
