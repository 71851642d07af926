import { dashOfIsoDay, evidenceKinds, isoDay, isoDaysFromTo } from '@assessor/contract';
import type { Db } from '../../db/open.ts';
import type { Batch } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { requestState } from '../batches/batches.ts';
import { newObjectId } from '../shared/ids.ts';
import type { NotificationStore } from '../notifications/notifications.ts';

export type Decision = { accept: true } | { accept: false; reason: string };

/**
 * Accepts or rejects a pending request (api-facts §4). Accepting gives the batch its day records and evidence tabs,
 * as the seed gives every accepted batch; either way the assessor gets a confirmation and the request notification
 * is marked as acted upon.
 */
export function decideRequest(
  db: Db,
  notifications: NotificationStore,
  batch: Batch,
  decision: Decision,
  now: number,
): Batch {
  const state = requestState(batch);
  if (state !== 'pending') throw new ApiError(400, `This batch request has already been ${state}`);
  if (decision.accept) {
    batch.isAcceptAssesor = true;
    batch.acceptedAt = now;
    prepareAcceptedBatch(db, batch);
  } else {
    batch.RejectComment = decision.reason;
  }
  notifications.markActionTaken(batch.accessorId, (item) => item.type === 'other' && item.title === batch.batchId);
  notifications.add(
    decision.accept
      ? {
          recipient: batch.accessorId,
          type: 'message',
          title: `Batch ${batch.batchId} accepted`,
          content: `You accepted batch ${batch.batchId} (${batch.jobRole}) at ${batch.examCenterName}, from ${batch.startDate} at ${batch.startTime}.`,
          link: `/batch/${batch._id}/assessment`,
        }
      : {
          recipient: batch.accessorId,
          type: 'message',
          title: `Batch ${batch.batchId} rejected`,
          content: `You rejected batch ${batch.batchId}: ${decision.reason}`,
          link: '/batch-requests?status=rejected',
        },
  );
  return batch;
}

/** Day records (QAverificationTimeStampId) and the 11 evidence tabs of an accepted batch, when it has none yet. */
export function prepareAcceptedBatch(db: Db, batch: Batch): void {
  const owner = { batch_id: batch._id, assesor_id: batch.accessorId };
  const mine = (row: { batch_id: string; assesor_id: string }) =>
    row.batch_id === batch._id && row.assesor_id === batch.accessorId;
  if (!db.data.assessmentDays.some(mine)) {
    for (const day of isoDaysFromTo(isoDay(batch.startDate) ?? '', isoDay(batch.endDate) ?? '')) {
      db.data.assessmentDays.push({ _id: newObjectId(), ...owner, date: dashOfIsoDay(day) });
    }
  }
  if (!db.data.tabStatuses.some(mine)) {
    for (const { tabName, slug } of evidenceKinds) {
      db.data.tabStatuses.push({ _id: newObjectId(), ...owner, tabName, slug, tabStatus: false });
    }
  }
}
