import { indiaIsoDay, slashDay, type attendanceCalls, type DetailsOf } from '@assessor/contract';
import { pointOf, type Point } from './geo.ts';

type ListDetails = DetailsOf<typeof attendanceCalls.assessorAttendanceList>;
export type RawRecord = ListDetails['attendanceList'][number];
type RawRequest = Exclude<RawRecord['regularise_Id'], string | null | undefined>;

export type RequestState = 'pending' | 'approve' | 'reject';

export interface RequestView {
  id: string;
  recordId: string;
  batchRef: string;
  state: RequestState;
  clockInTime: string;
  clockOutTime: string;
  remark: string;
  comment: string | undefined;
  photo: string | undefined;
  createdAt: string | undefined;
}

/** One attendance record as the screens read it, whatever form the API sent (backend-facts §1b row 32). */
export interface RecordView {
  id: string;
  /** The batch's `_id`. */
  batchRef: string;
  /** The batch's human id (BT…), when the answer populated it. */
  batchId: string | undefined;
  examCentre: string | undefined;
  /** The day record (`QAverificationTimeStampId`): the real approval updates it from the request (backend-facts-2 AT-6). */
  dayRecordId: string | undefined;
  /** 'YYYY-MM-DD' in India (the real list dates records by `createdAt`). */
  day: string | undefined;
  createdAt: number | undefined;
  clockInTime: string | undefined;
  clockOutTime: string | undefined;
  isClockOut: boolean;
  duration: string | undefined;
  clockInPhoto: string | undefined;
  clockOutPhoto: string | undefined;
  location: Point | undefined;
  distance: number | undefined;
  accuracy: number | undefined;
  comment: string | undefined;
  /** The populated request, or only its id, or nothing. */
  request: RequestView | undefined;
  requestId: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function requestView(raw: RawRequest): RequestView {
  return {
    id: raw._id,
    recordId: raw.attendence_id,
    batchRef: raw.batch_id,
    state: raw.isApprove,
    clockInTime: raw.clockInTime,
    clockOutTime: raw.clockOutTime ?? '',
    remark: raw.remark,
    comment: text(raw.comment),
    photo: text(raw.captureImageUrl),
    createdAt: text(raw.createdAt),
  };
}

export function recordView(raw: RawRecord): RecordView {
  const batch = typeof raw.batch_id === 'object' && raw.batch_id !== null ? raw.batch_id : undefined;
  const request = typeof raw.regularise_Id === 'object' && raw.regularise_Id !== null ? raw.regularise_Id : undefined;
  const created = raw.createdAt ? Date.parse(raw.createdAt) : NaN;
  return {
    id: raw._id,
    batchRef: batch?._id ?? (typeof raw.batch_id === 'string' ? raw.batch_id : ''),
    batchId: text(batch?.batchId),
    examCentre: text(batch?.examCenterName),
    dayRecordId: text(raw.QAverificationTimeStampId),
    day: Number.isNaN(created) ? undefined : indiaIsoDay(created),
    createdAt: Number.isNaN(created) ? undefined : created,
    clockInTime: text(raw.clockInTime),
    clockOutTime: text(raw.clockOutTime),
    isClockOut: raw.isClockOut === true || Boolean(text(raw.clockOutTime)),
    duration: text(raw.duration),
    clockInPhoto: text(raw.clockInImageUrl),
    clockOutPhoto: text(raw.clockOutImageUrl),
    location: pointOf(raw.location),
    distance: typeof raw.distance === 'number' ? raw.distance : undefined,
    accuracy: typeof raw.accuracy === 'number' ? raw.accuracy : undefined,
    comment: text(raw.comment),
    request: request ? requestView(request) : undefined,
    requestId: request?._id ?? text(raw.regularise_Id),
  };
}

/** The records of a list answer; the real API's empty `details: {}` reads as none. */
export function recordsOf(details: Partial<ListDetails> | undefined): RecordView[] {
  return Array.isArray(details?.attendanceList) ? details.attendanceList.map(recordView) : [];
}

/** The record of a batch on a day, if any. */
export function recordOfDay<R extends RecordView>(records: readonly R[], batchRef: string, day: string): R | undefined {
  return records.find((record) => record.batchRef === batchRef && record.day === day);
}

/** A record without a clock-out has no duration: it shows a dash, not "00:00:00" (which reads as a day of no work). */
export const durationOf = (record: RecordView): string | undefined => (record.isClockOut ? record.duration : undefined);

/** A record's day as the screens show it, 'DD/MM/YYYY'; a day that does not read as one is shown as sent. */
export const recordDate = (day: string | undefined): string => slashDay(day) ?? day ?? '';
