import { indiaNoon } from '@assessor/contract';
import { Faker, en, en_IN } from '@faker-js/faker';
import type { Db } from '../../db/open.ts';
import type { Assessor, Batch } from '../../db/types.ts';
import { makeBatch } from '../../seed/batches.ts';
import { makeCandidate } from '../../seed/people.ts';
import type { NotificationStore } from '../notifications/notifications.ts';

/**
 * Assigns a new batch to the assessor as a pending request (trainer endpoint), made by the seed's own generators with
 * a faker seeded from the mock seed and the batch's serial number, so the same sequence of calls gives the same
 * batches. The assessor gets the notification of api-facts §4.
 */
export function assignNewBatch(
  db: Db,
  notifications: NotificationStore,
  assessor: Assessor,
  seed: number,
  today: string,
): Batch {
  const serial = db.data.batches.length;
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(seed + serial);
  f.setDefaultRefDate(indiaNoon(today));
  const batch = makeBatch(f, 'pending', 0, serial, today, assessor, db.data.jobRoles);
  const candidates = Array.from({ length: f.number.int({ min: 20, max: 30 }) }, (_, i) => makeCandidate(f, batch, i));
  batch.batchSize = candidates.length;
  db.data.batches.push(batch);
  db.data.candidates.push(...candidates);
  notifications.add({
    recipient: assessor._id,
    type: 'other',
    title: batch.batchId,
    content: 'Accept the Batch Request to process further',
    link: '/batch-requests',
  });
  return batch;
}
