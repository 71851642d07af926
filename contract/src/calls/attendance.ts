import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { AttendanceRecord } from '../models.ts';
import { ObjectId, PageCounts, PageQuery } from '../schemas.ts';

const ClockTime = Type.String({ pattern: '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$' });

const Regularisation = Type.Object({
  _id: ObjectId,
  clockInTime: Type.String(),
  clockOutTime: Type.String(),
  captureImageKey: Type.Optional(Type.String()),
  assesor_id: Type.String(),
  batch_id: Type.String(),
  attendence_id: Type.String(),
  remark: Type.String(),
  comment: Type.Optional(Type.String()),
  isApprove: Type.Union([Type.Literal('pending'), Type.Literal('approve'), Type.Literal('reject')]),
});

export const attendanceCalls = {
  clockIn: defineCall({
    method: 'POST', path: '/api/assesor-clock-in', auth: true, source: 'ours',
    summary: 'Clock in or out of a batch day with a selfie and the position',
    multipart: {
      files: [{ field: 'clockImage', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        batch_id: ObjectId,
        action: Type.Union([Type.Literal('clockIn'), Type.Literal('clockOut')]),
        latitude: Type.String({ maxLength: 20 }),
        longitude: Type.String({ maxLength: 20 }),
      }),
    },
    details: Type.Object({ _id: ObjectId, clockInTime: Type.Optional(Type.String()), clockOutTime: Type.Optional(Type.String()), duration: Type.Optional(Type.String()) }),
  }),
  assessorAttendanceList: defineCall({
    method: 'GET', path: '/api/assesor-attendance-list', auth: true, source: 'ours',
    summary: "The assessor's clock-in records for a batch",
    query: Type.Object({ batch_id: Type.Optional(ObjectId), ...PageQuery }),
    details: Type.Object({ attendanceList: Type.Array(AttendanceRecord), page: Type.Integer(), ...PageCounts }),
    emptyDetails: { attendanceList: [], page: 1, totalCounts: 0, totalPages: 0 },
    // The same path in the real back end answers an empty list with success and `details: {}` (backend-facts §1b row 32).
    emptyForms: ['emptyObject', 'emptyArray'],
  }),
  attendanceLogs: defineCall({
    method: 'GET', path: '/api/attendence-logs', auth: true, source: 'ours',
    summary: 'Clock-in log of one attendance record, with its regularisation requests',
    query: Type.Object({ batch_id: ObjectId, log_id: Type.Optional(ObjectId) }),
    details: Type.Object({ logs: Type.Array(AttendanceRecord), regularizeRequests: Type.Array(Regularisation) }),
    emptyDetails: { logs: [], regularizeRequests: [] },
  }),
  applyRegularize: defineCall({
    method: 'POST', path: '/api/attendance-regularize', auth: true, source: 'api-facts',
    summary: 'Ask for an attendance record to be corrected, with a photo',
    multipart: {
      files: [{ field: 'captureImage', kinds: ['image'], maxCount: 1 }],
      fields: Type.Object({
        batch_id: ObjectId,
        attendence_id: ObjectId,
        clockInTime: ClockTime,
        clockOutTime: ClockTime,
        remark: Type.String({ minLength: 3, maxLength: 500 }),
        latitude: Type.Optional(Type.String({ maxLength: 20 })),
        longitude: Type.Optional(Type.String({ maxLength: 20 })),
      }),
    },
    details: Regularisation,
  }),
};
