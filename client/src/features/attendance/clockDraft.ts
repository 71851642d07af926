import type { OutboxDraft } from '../../outbox/types.ts';
import { listTag } from '../../api/tags.ts';
import { clockScope, type ClockAction } from '../../lib/clockScope.ts';

export { clockScope, type ClockAction };

export interface ClockCapture {
  action: ClockAction;
  batchRef: string;
  /** 'YYYY-MM-DD' in India. */
  day: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  photo: File;
  label: string;
  /** When the selfie was stamped (ms): kept with the entry, never sent (the server records its own time). */
  takenAt: number;
  /** The batch's human id (BT…), so a record shown from the queue names its batch. */
  batchId: string;
}

/** The position as the clock call's text fields (also what a retry after a refusal replaces). */
export function positionFields({
  latitude,
  longitude,
  accuracy,
}: {
  latitude: number;
  longitude: number;
  accuracy: number;
}): Record<string, string> {
  return { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6), accuracy: String(Math.round(accuracy)) };
}

/** A clock-in or clock-out as an outbox entry: the stamped selfie and the position, sent with `assesor-clock-in`. */
export function clockDraft({
  action,
  batchRef,
  day,
  latitude,
  longitude,
  accuracy,
  photo,
  label,
  takenAt,
  batchId,
}: ClockCapture): OutboxDraft {
  return {
    call: 'clockIn',
    fields: { batch_id: batchRef, action, ...positionFields({ latitude, longitude, accuracy }) },
    files: [{ field: 'clockImage', name: photo.name, blob: photo }],
    batchKey: `attendance:${batchRef}`,
    scope: clockScope(batchRef, day, action),
    label,
    // A clock-in makes the day record the evidence tabs read (getTimeStampId).
    invalidates: [listTag('Attendance'), listTag('TabStatus')],
    local: { takenAt, batchId },
  };
}

export interface RegularizeCapture {
  batchRef: string;
  recordId: string;
  /** The record's `QAverificationTimeStampId`, sent when the record carries one. */
  dayRecordId?: string | undefined;
  assessorId: string;
  clockInTime: string;
  clockOutTime: string;
  remark: string;
  photo: File;
  recapture: boolean;
  label: string;
}

/** The outbox scope of one record's regularisation requests. */
export const regularizeScope = (recordId: string) => `attendance-regularize/${recordId}`;

/** A regularisation request as an outbox entry (`attendance-regularize`, photo in `captureImage`). */
export function regularizeDraft(capture: RegularizeCapture): OutboxDraft {
  return {
    call: 'applyRegularize',
    fields: {
      batch_id: capture.batchRef,
      attendence_id: capture.recordId,
      assesor_id: capture.assessorId,
      clockInTime: capture.clockInTime,
      clockOutTime: capture.clockOutTime,
      remark: capture.remark,
      recapture: String(capture.recapture),
      // The real approval updates the day's QA record through the request's value (backend-facts-2 AT-6).
      ...(capture.dayRecordId ? { QAverificationTimeStampId: capture.dayRecordId } : {}),
    },
    files: [{ field: 'captureImage', name: capture.photo.name, blob: capture.photo }],
    batchKey: `attendance:${capture.batchRef}`,
    scope: regularizeScope(capture.recordId),
    label: capture.label,
    invalidates: [listTag('Attendance'), listTag('Regularize')],
  };
}
