import type { TagType } from '../../api/baseApi.ts';

/** The fields of a notification that say what it is about. */
interface About {
  link?: string;
  title?: string;
}

/**
 * Which cached answers a notification makes stale. The API's `type` (message, alert, reminder, other) does not say
 * what changed, so the kind is read from where the notification leads (its `link`, spec §2 paths): a regularisation
 * decision leads to the requests, a document review to its document, a batch assignment to the batch requests, an
 * answered issue to the issue screen. Whole types are named: any list or item of that type is asked again.
 */
const kinds: readonly { test: RegExp; tags: readonly TagType[] }[] = [
  { test: /regulari[sz]e|attend[ae]nce/i, tags: ['Regularize', 'Attendance'] },
  { test: /^\/(my-doc|profile)|bank/i, tags: ['Profile', 'ProfileDoc', 'BankDetail'] },
  { test: /batch-request/i, tags: ['BatchRequest', 'Batch'] },
  { test: /raise-issue/i, tags: ['RaisedIssue'] },
  { test: /invoice/i, tags: ['Invoice'] },
];

export function tagsOfNotification(notification: About): TagType[] {
  const link = notification.link ?? '';
  return [...new Set(kinds.filter((kind) => kind.test.test(link)).flatMap((kind) => kind.tags))];
}

/** Notifications of `next` that `previous` did not have (by `_id`); none on the first page seen (nothing is new then). */
export function newNotifications<T extends { _id: string }>(
  previous: readonly T[] | undefined,
  next: readonly T[],
): T[] {
  if (!previous) return [];
  const seen = new Set(previous.map((item) => item._id));
  return next.filter((item) => !seen.has(item._id));
}
