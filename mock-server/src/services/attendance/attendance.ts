import { clockMinutes, hms, isoDay } from '@assessor/contract';
import type { Attendance, Batch, DbState, ObjectId, RegularizeRequest } from '../../db/types.ts';

import { ApiError } from '../../errors/apiError.ts';

import { slotTime } from '../evidence/evidence.ts';

/** The spec §8 message when a clock-in of the day is needed and there is none. */
export const NO_CLOCK_IN = "You didn't clockin on the day";

export const attendancesOf = (data: DbState): Attendance[] => (data.attendances ??= []);
export const requestsOf = (data: DbState): RegularizeRequest[] => (data.regularizeRequests ??= []);
export const geofenceOn = (data: DbState): boolean => data.geofence?.enabled !== false;

/** "09:05 AM" in India. */
export const clockTime = (at: number): string => slotTime(at);

/** Metres between two positions (haversine, mean earth radius). */
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** "1.2 km", "12 km" (no trailing ".0") or "350 m". */
export const distanceText = (m: number) => (m >= 1000 ? `${Number((m / 1000).toFixed(1))} km` : `${m} m`);

/** A coordinate of a text field: a decimal number within its range, else a 400 naming the field. */
export function coordinate(text: string | undefined, name: 'latitude' | 'longitude'): number {
  const limit = name === 'latitude' ? 90 : 180;
  if (text === undefined || text.trim() === '')
    throw new ApiError(400, `${name} is required: send the position of the device`);
  const value = Number(text);
  if (!/^-?\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new ApiError(400, `${name} must be a number from -${limit} to ${limit}`);
  }
  return value;
}

/** Whether `day` ('YYYY-MM-DD') is one of the batch's assessment days. */
export const isBatchDay = (batch: Batch, day: string) =>
  (isoDay(batch.startDate) ?? '') <= day && day <= (isoDay(batch.endDate) ?? '');

/** The assessor's record of that batch and day, if any. */
export function recordOfDay(
  data: DbState,
  assessorId: ObjectId,
  batchId: ObjectId,
  day: string,
): Attendance | undefined {
  return attendancesOf(data).find(
    (record) => record.assesor_id === assessorId && record.batch_id === batchId && record.day === day,
  );
}

/** Minutes since midnight of "hh:mm AM" (0 when it is not such a time). */
export const minutesOf = (time: string): number => clockMinutes(time) ?? 0;

/** "HH:mm:ss" between two "hh:mm AM" times of one day. */
export const durationBetween = (from: string, to: string) => hms((minutesOf(to) - minutesOf(from)) * 60_000);

const url = (key: string | undefined) => (key ? `/uploads/${key}` : undefined);

/** A request as the API answers it. */
export function requestAnswer(request: RegularizeRequest) {
  const { captureImageKey } = request;
  return { ...request, ...(captureImageKey ? { captureImageUrl: url(captureImageKey) } : {}) };
}

/** A record as the API answers it: `batch_id` and `regularise_Id` populated, as the real list does (backend-facts §3.1). */
export function recordAnswer(data: DbState, record: Attendance) {
  const { day: _day, clockInAt: _in, clockOutAt: _out, batch_id, regularise_Id, ...rest } = record;
  const batch = data.batches.find((candidate) => candidate._id === batch_id);
  const request = regularise_Id ? requestsOf(data).find((candidate) => candidate._id === regularise_Id) : undefined;
  return {
    ...rest,
    ...(rest.clockInImageKey ? { clockInImageUrl: url(rest.clockInImageKey) } : {}),
    ...(rest.clockOutImageKey ? { clockOutImageUrl: url(rest.clockOutImageKey) } : {}),
    batch_id: batch
      ? {
          _id: batch._id,
          batchId: batch.batchId,
          examCenterName: batch.examCenterName,
          jobRole: { _id: batch.jobRole_id, jobRole: batch.jobRole },
        }
      : batch_id,
    regularise_Id: request ? requestAnswer(request) : null,
  };
}

/**
 * Applies a decision: approval copies the times into the record and recomputes the duration (api-facts §7). As the
 * real approval, it sets no flag: `isClockOut` stays as it was, so readers count a day by its times too
 * (backend-facts-2 CO-2).
 */
export function decide(
  data: DbState,
  request: RegularizeRequest,
  isApprove: 'approve' | 'reject',
  comment: string,
  now: number,
): Attendance {
  const record = attendancesOf(data).find((candidate) => candidate._id === request.attendence_id);
  if (!record) throw new ApiError(404, 'Attendance record not found');
  const stamp = new Date(now).toISOString();
  request.isApprove = isApprove;
  request.comment = comment;
  request.updatedAt = stamp;
  record.comment = comment;
  record.updatedAt = stamp;
  if (isApprove === 'approve') {
    record.clockInTime = request.clockInTime;
    record.clockOutTime = request.clockOutTime;
    record.duration = durationBetween(request.clockInTime, request.clockOutTime);
    // The real approval copies the request's `clockInImageKey` into `clockOutImageKey`, with no fallback
    // (backend-facts-2 AT-7); Mongoose 6 drops an undefined value, so a request without one leaves the key as it was.
    if (request.clockInImageKey) record.clockOutImageKey = request.clockInImageKey;
  }
  return record;
}
