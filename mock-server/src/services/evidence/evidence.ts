import { randomBytes } from 'node:crypto';
import type { EvidenceKind } from '@assessor/contract';
import type { AssessmentDay, DbState, EvidenceFile } from '../../db/types.ts';
import { lookup, lookupOne, unwrap } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';
import { ownBatch } from '../batches/batches.ts';
import type { ReceivedFile } from '../uploads/receiveUpload.ts';

/** The batch, when the assessor owns it: 404 when unknown, 403 when it belongs to someone else. */
/** A day record (QAverificationTimeStampId) of a batch the assessor owns. */
export function ownedDay(data: DbState, dayId: string, assessorId: string): AssessmentDay {
  const day = lookupOne(data.assessmentDays, '_id', dayId);
  if (!day) throw new ApiError(404, 'QAverificationTimeStampId not found');
  ownBatch(data, assessorId, day.batch_id);
  if (day.assesor_id !== assessorId) throw new ApiError(403, 'This day record is not yours');
  return day;
}

export const urlItem = (file: EvidenceFile) => ({
  _id: file._id,
  key: file.key,
  fileName: file.fileName,
  url: file.url,
  status: file.status,
  adminUploaded: file.adminUploaded,
  size: file.size,
  mimeType: file.mimeType,
  uploadedAt: new Date(file.uploadedAt).toISOString(),
});

const byUpload = (a: EvidenceFile, b: EvidenceFile) => a.uploadedAt - b.uploadedAt;

/**
 * The day's files through the day index, so an upload's answer costs its own day's files, not every file of the
 * class (the scan was a large share of an upload's cost in a profile, docs/benchmark-log.md). Read on the raw records:
 * no tracking proxy per file; `urlItem` copies the fields. The index keeps no order of its own: sorted by upload.
 */
const filesOf = (data: DbState, dayId: string, field: string) =>
  lookup(data.evidenceFiles, 'QAverificationTimeStampId', dayId)
    .map(unwrap)
    .filter((file) => file.field === field)
    .sort(byUpload)
    .map(urlItem);

/** What GET answers for a kind (api-facts §6): a bare list, or url lists keyed by each field's listKey. */
export function evidenceAnswer(data: DbState, spec: EvidenceKind, dayId: string) {
  if (spec.answer === 'list') return filesOf(data, dayId, spec.fields[0]!.field);
  return Object.fromEntries(spec.fields.map((f) => [f.listKey, filesOf(data, dayId, f.field)]));
}

/** Made once: a formatter costs far more to make than to use (it was made per uploaded file). */
const slotFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** "10:05 AM" in India. */
export function slotTime(now: number): string {
  return slotFormat.format(now);
}

/** Records stored uploads; the first upload of a slot (field) stamps its time on the day record. */
export function addEvidence(
  data: DbState,
  day: AssessmentDay,
  files: readonly ReceivedFile[],
  now: number,
): EvidenceFile[] {
  const added: EvidenceFile[] = [];
  for (const file of files) {
    added.push({
      _id: randomBytes(12).toString('hex'),
      QAverificationTimeStampId: day._id,
      batch_id: day.batch_id,
      assesor_id: day.assesor_id,
      field: file.field,
      key: file.key,
      fileName: file.fileName,
      url: file.url,
      status: 'noAction',
      adminUploaded: false,
      uploadedAt: now,
      size: file.size,
      mimeType: file.mimeType,
    });
    day.slotTimes ??= {};
    day.slotTimes[file.field] ??= slotTime(now);
  }
  data.evidenceFiles.push(...added);
  return added;
}

/** Takes one file of this kind and day out of the state; 404 when there is none with that key. */
export function takeEvidence(data: DbState, spec: EvidenceKind, day: AssessmentDay, key: string): EvidenceFile {
  const fields = spec.fields.map((f) => f.field);
  const index = data.evidenceFiles.findIndex(
    (file) => file.key === key && file.QAverificationTimeStampId === day._id && fields.includes(file.field),
  );
  if (index < 0) throw new ApiError(404, 'File not found');
  const removed = data.evidenceFiles.splice(index, 1)[0]!;
  // "First upload at …" belongs to the files of the slot: it goes with the last of them.
  const slotEmpty = !data.evidenceFiles.some(
    (file) => file.QAverificationTimeStampId === day._id && file.field === removed.field,
  );
  if (slotEmpty && day.slotTimes) delete day.slotTimes[removed.field];
  return removed;
}
