import { attendanceCalls, dashOfIsoDay, hms, indiaIsoDay } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { Attendance, Batch, ClockInRefusal, DbState } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import {
  NO_CLOCK_IN,
  attendancesOf,
  clockTime,
  coordinate,
  distanceM,
  distanceText,
  geofenceOn,
  isBatchDay,
  recordAnswer,
  recordOfDay,
} from '../../services/attendance/attendance.ts';
import { ownBatch } from '../../services/batches/batches.ts';
import { newObjectId } from '../../services/shared/ids.ts';
import { receiveUpload, type ReceivedUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

const call = attendanceCalls.clockIn;

interface Capture {
  batch: Batch;
  action: 'clockIn' | 'clockOut';
  day: string;
  now: number;
  location: { latitude: number; longitude: number };
  accuracy?: number;
  imageKey: string;
}

/** `POST assesor-clock-in`: clock in or out of today's batch day with a selfie and the position (rules: mock README). */
export default async function clockRoutes(app: FastifyInstance) {
  serve(app, call, async (request, reply) => {
    const upload = await receiveUpload(request, app.files, call.multipart.files);
    let record: Attendance;
    let message: string;
    try {
      const capture = readCapture(app, request.auth.assessor._id, upload);
      [record, message] =
        capture.action === 'clockIn' ? clockIn(app, capture) : clockOut(app, request.auth.assessor._id, capture);
      app.files.claim([capture.imageKey], 'clock', { collection: 'attendances', _id: record._id });
    } catch (error) {
      await Promise.all(upload.files.map((file) => app.files.remove(file.key)));
      throw error;
    }
    return reply.ok(message, recordAnswer(app.db.data, record));
  });
}

/** The checks every clock-in and clock-out shares: the fields, the batch, the day, the position and the selfie. */
function readCapture(app: FastifyInstance, assessorId: string, { fields, files }: ReceivedUpload): Capture {
  const action = fields.action;
  if (action !== 'clockIn' && action !== 'clockOut') throw new ApiError(400, 'action must be clockIn or clockOut');
  if (!fields.batch_id) throw new ApiError(400, 'batch_id is required');
  const batch = ownBatch(app.db.data, assessorId, fields.batch_id);
  if (!batch.isAcceptAssesor) throw new ApiError(400, 'Accept the batch request before clocking in');
  const now = app.clock.now();
  const day = indiaIsoDay(now);
  if (!isBatchDay(batch, day)) {
    throw new ApiError(
      400,
      `Today (${dashOfIsoDay(day)}) is not an assessment day of batch ${batch.batchId} (${batch.startDate} to ${batch.endDate})`,
    );
  }
  const location = {
    latitude: coordinate(fields.latitude, 'latitude'),
    longitude: coordinate(fields.longitude, 'longitude'),
  };
  const accuracy = fields.accuracy === undefined ? undefined : Number(fields.accuracy);
  if (accuracy !== undefined && !(accuracy >= 0 && Number.isFinite(accuracy)))
    throw new ApiError(400, 'accuracy must be a number of metres');
  const image = files[0];
  if (!image) throw new ApiError(400, 'A selfie is required: send it in the field clockImage');
  return { batch, action, day, now, location, ...(accuracy === undefined ? {} : { accuracy }), imageKey: image.key };
}

function clockIn(
  app: FastifyInstance,
  { batch, day, now, location, accuracy, imageKey }: Capture,
): [Attendance, string] {
  const data = app.db.data;
  const done = recordOfDay(data, batch.accessorId, batch._id, day);
  if (done) throw new ApiError(400, `You have already clocked in today at ${done.clockInTime}`);
  const centre = batch.examCenterLocation;
  const distance = centre ? distanceM(location, centre) : undefined;
  if (distance !== undefined && distance > app.config.geofenceM && geofenceOn(data)) {
    const message = `You are ${distanceText(distance)} from the exam centre: clock in within ${distanceText(app.config.geofenceM)} of it`;
    // Kept (error answers are written too) so the trainer's board can say why a trainee is not clocked in.
    noteRefusal(data, { assesor_id: batch.accessorId, batch_id: batch._id, at: now, distance, message });
    throw new ApiError(400, message);
  }
  const dayRecord = data.assessmentDays.find(
    (candidate) => candidate.batch_id === batch._id && candidate.date === dashOfIsoDay(day),
  );
  const stamp = new Date(now).toISOString();
  const record: Attendance = {
    _id: newObjectId(),
    assesor_id: batch.accessorId,
    batch_id: batch._id,
    ...(dayRecord ? { QAverificationTimeStampId: dayRecord._id } : {}),
    day,
    clockInAt: now,
    clockOutAt: null,
    clockInTime: clockTime(now),
    clockOutTime: null,
    isClockIn: true,
    isClockOut: false,
    clockInImageKey: imageKey,
    duration: null,
    location,
    ...(accuracy === undefined ? {} : { accuracy }),
    ...(distance === undefined ? {} : { distance }),
    regularise_Id: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  attendancesOf(data).push(record);
  return [record, 'Clocked in successfully'];
}

function clockOut(
  app: FastifyInstance,
  assessorId: string,
  { batch, day, now, imageKey }: Capture,
): [Attendance, string] {
  const record = recordOfDay(app.db.data, assessorId, batch._id, day);
  if (!record) throw new ApiError(400, NO_CLOCK_IN);
  if (record.isClockOut || record.clockOutTime)
    throw new ApiError(400, `You have already clocked out today at ${record.clockOutTime}`);
  record.clockOutAt = now;
  record.clockOutTime = clockTime(now);
  record.isClockOut = true;
  record.clockOutImageKey = imageKey;
  record.duration = hms(now - record.clockInAt);
  record.updatedAt = new Date(now).toISOString();
  return [record, 'Clocked out successfully'];
}

/** Keeps only the assessor's last refused clock-in. */
function noteRefusal(data: DbState, refusal: ClockInRefusal): void {
  data.clockInRefusals = [
    ...(data.clockInRefusals ?? []).filter((row) => row.assesor_id !== refusal.assesor_id),
    refusal,
  ];
}
