import { attendanceCalls, remarkLimits } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { RegularizeRequest } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import {
  attendancesOf,
  coordinate,
  durationBetween,
  minutesOf,
  requestAnswer,
  requestsOf,
} from '../../services/attendance/attendance.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { newObjectId } from '../../services/shared/ids.ts';
import { receiveUpload, type ReceivedUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

const call = attendanceCalls.applyRegularize;
const CLOCK_TIME = /^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$/;

/** `POST attendance-regularize`: a request to correct one of the assessor's records, with a photo (`captureImage`). */
export default async function regularizeRoutes(app: FastifyInstance) {
  serve(app, call, async (request, reply) => {
    const upload = await receiveUpload(request, app.files, call.multipart.files);
    let created: RegularizeRequest;
    try {
      created = createRequest(app, request.auth.assessor._id, upload);
      app.files.claim(
        upload.files.map((file) => file.key),
        'regularize',
        { collection: 'regularizeRequests', _id: created._id },
      );
    } catch (error) {
      await Promise.all(upload.files.map((file) => app.files.remove(file.key)));
      throw error;
    }
    return reply.ok('Attendance regularize request sent', requestAnswer(created));
  });
}

function clockField(fields: Record<string, string>, name: 'clockInTime' | 'clockOutTime'): string {
  const value = fields[name];
  if (!value) throw new ApiError(400, `${name} is required`);
  if (!CLOCK_TIME.test(value)) throw new ApiError(400, `${name} must be a time like 09:05 AM`);
  return value;
}

function createRequest(app: FastifyInstance, me: string, { fields, files }: ReceivedUpload): RegularizeRequest {
  const data = app.db.data;
  if (!fields.batch_id) throw new ApiError(400, 'batch_id is required');
  if (!fields.attendence_id) throw new ApiError(400, 'attendence_id is required');
  if (fields.assesor_id !== undefined && fields.assesor_id !== me)
    throw new ApiError(403, 'You can only regularise your own attendance');
  const batch = ownBatch(data, me, fields.batch_id);
  const record = attendancesOf(data).find((candidate) => candidate._id === fields.attendence_id);
  if (!record || record.batch_id !== batch._id) throw new ApiError(404, 'Attendance record not found in this batch');
  if (record.assesor_id !== me) throw new ApiError(403, 'This attendance record is not yours');
  if (
    fields.QAverificationTimeStampId !== undefined &&
    fields.QAverificationTimeStampId !== record.QAverificationTimeStampId
  ) {
    throw new ApiError(400, "QAverificationTimeStampId is not this attendance record's day record");
  }
  const clockInTime = clockField(fields, 'clockInTime');
  const clockOutTime = clockField(fields, 'clockOutTime');
  if (minutesOf(clockOutTime) <= minutesOf(clockInTime))
    throw new ApiError(400, 'clockOutTime must be after clockInTime');
  const remark = (fields.remark ?? '').trim();
  if (remark.length < remarkLimits.min || remark.length > remarkLimits.max) {
    throw new ApiError(400, `remark is required: ${remarkLimits.min} to ${remarkLimits.max} characters`);
  }
  const pending = requestsOf(data).find((item) => item.attendence_id === record._id && item.isApprove === 'pending');
  if (pending) throw new ApiError(400, 'A regularisation request of this record is already pending');
  const hasPosition = fields.latitude !== undefined || fields.longitude !== undefined;
  const location = hasPosition
    ? { latitude: coordinate(fields.latitude, 'latitude'), longitude: coordinate(fields.longitude, 'longitude') }
    : undefined;
  const image = files[0];
  if (!image) throw new ApiError(400, 'File Not Provided.');
  const stamp = new Date(app.clock.now()).toISOString();
  const created: RegularizeRequest = {
    _id: newObjectId(),
    assesor_id: me,
    batch_id: batch._id,
    attendence_id: record._id,
    // Stored as sent, never derived from the record: the real approval uses the request's value (backend-facts-2 AT-6).
    ...(fields.QAverificationTimeStampId ? { QAverificationTimeStampId: fields.QAverificationTimeStampId } : {}),
    clockInTime,
    clockOutTime,
    duration: durationBetween(clockInTime, clockOutTime),
    captureImageKey: image.key,
    ...(fields.recapture === 'true' ? { clockInImageKey: image.key } : {}),
    ...(location ? { location } : {}),
    remark,
    isApprove: 'pending',
    createdAt: stamp,
    updatedAt: stamp,
  };
  requestsOf(data).push(created);
  record.regularise_Id = created._id;
  return created;
}
