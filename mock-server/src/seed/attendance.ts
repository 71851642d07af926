import { dashOfIsoDay, hms } from '@assessor/contract';
import { Faker, en } from '@faker-js/faker';
import type { AssessmentDay, Attendance, Batch } from '../db/types.ts';

/** Indian cities the seeded exam centres sit in (latitude, longitude of the centre of town). */
const towns: [number, number][] = [
  [28.6139, 77.209],
  [19.076, 72.8777],
  [12.9716, 77.5946],
  [22.5726, 88.3639],
  [17.385, 78.4867],
  [23.0225, 72.5714],
  [26.9124, 75.7873],
  [21.1458, 79.0882],
  [25.5941, 85.1376],
  [30.7333, 76.7794],
];

/**
 * Gives every exam centre a position (ours: `examCenterLocation`, the mock's geofence). A faker of its own, so the
 * other seeded data stays exactly as it was.
 */
export function placeExamCentres(seed: number, batches: Batch[]): void {
  const f = new Faker({ locale: [en] });
  f.seed(seed + 7);
  for (const batch of batches) {
    const [latitude, longitude] = f.helpers.arrayElement(towns);
    batch.examCenterLocation = {
      latitude: round(latitude + f.number.float({ min: -0.05, max: 0.05 })),
      longitude: round(longitude + f.number.float({ min: -0.05, max: 0.05 })),
    };
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** An instant on a day ('YYYY-MM-DD') at an India time ("09:12"). */
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);

/**
 * The demo assessor's past attendance outside close-out: on the last day of the batch before their latest completed
 * one (the close-out seed's "lacking" batch, same order as `completedBatches`) a clock-in with no clock-out, to
 * rehearse regularisation. The latest completed batch gets a complete day on each of its days from `addCloseoutSeed`.
 */
export function makeAttendance(
  assessorId: string,
  batches: Batch[],
  days: AssessmentDay[],
  today: string,
): Attendance[] {
  const iso = (slash: string) => slash.split('/').reverse().join('-');
  const completed = batches
    .filter((batch) => batch.accessorId === assessorId && batch.isAcceptAssesor && iso(batch.endDate) < today)
    .sort((a, b) => iso(b.endDate).localeCompare(iso(a.endDate)) || a.batchId.localeCompare(b.batchId));
  const open = completed[1];
  return open ? [record(open, iso(open.endDate), ['09:12', '09:12 AM'], null, days, 1)] : [];
}

/** A complete day ('YYYY-MM-DD') of a batch: clock-in 09:05 AM, clock-out 05:10 PM at the centre. */
export function completeDay(batch: Batch, day: string, days: AssessmentDay[], serial: number): Attendance {
  return record(batch, day, ['09:05', '09:05 AM'], ['17:10', '05:10 PM'], days, serial);
}

function record(
  batch: Batch,
  day: string,
  [inAt, inTime]: [string, string],
  out: [string, string] | null,
  days: AssessmentDay[],
  serial: number,
): Attendance {
  const clockInAt = at(day, inAt);
  const clockOutAt = out ? at(day, out[0]) : null;
  const dayRecord = days.find((candidate) => candidate.batch_id === batch._id && candidate.date === dashOfIsoDay(day));
  const centre = batch.examCenterLocation ?? { latitude: 0, longitude: 0 };
  return {
    _id: `${batch._id.slice(0, 16)}a77e${String(serial).padStart(4, '0')}`,
    assesor_id: batch.accessorId,
    batch_id: batch._id,
    ...(dayRecord ? { QAverificationTimeStampId: dayRecord._id } : {}),
    day,
    clockInAt,
    clockOutAt,
    clockInTime: inTime,
    clockOutTime: out ? out[1] : null,
    isClockIn: true,
    isClockOut: out !== null,
    duration: clockOutAt === null ? null : hms(clockOutAt - clockInAt),
    location: { latitude: round(centre.latitude + 0.0004), longitude: round(centre.longitude + 0.0003) },
    accuracy: 12,
    distance: 52,
    regularise_Id: null,
    createdAt: new Date(clockInAt).toISOString(),
    updatedAt: new Date(clockOutAt ?? clockInAt).toISOString(),
  };
}
