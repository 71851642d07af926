import type { Faker } from '@faker-js/faker';
import type { Assessor, Batch, Notification } from '../db/types.ts';

type Draft = Pick<Notification, 'title' | 'content' | 'type'> & Partial<Pick<Notification, 'link' | 'isRead'>>;

export function makeNotifications(f: Faker, assessor: Assessor, batches: Batch[], adminId: string): Notification[] {
  const mine = batches.filter((batch) => batch.accessorId === assessor._id);
  const drafts: Draft[] = [
    {
      type: 'message',
      title: 'Welcome',
      content: `Welcome to the assessor portal, ${assessor.fullName}.`,
      isRead: true,
    },
    ...mine
      .filter((batch) => !batch.isAcceptAssesor && batch.RejectComment === null)
      .map((batch): Draft => ({
        type: 'other',
        title: batch.batchId,
        content: 'Accept the Batch Request to process further',
        link: '/batch-requests',
      })),
  ];
  const next = mine.find((batch) => batch.isAcceptAssesor);
  if (next) {
    drafts.push({
      type: 'reminder',
      title: 'Assessment reminder',
      content: `Batch ${next.batchId} (${next.jobRole}) is assessed from ${next.startDate} at ${next.startTime}.`,
      link: '/my-batches',
    });
  }
  return drafts.map((draft) => ({
    _id: f.database.mongodbObjectId(),
    recipient: assessor._id,
    sender: adminId,
    isRead: draft.isRead ?? false,
    title: draft.title,
    content: draft.content,
    ...(draft.link === undefined ? {} : { link: draft.link }),
    type: draft.type,
    isActionTaken: false,
    createdAt: f.date.recent({ days: 14 }).toISOString(),
  }));
}
