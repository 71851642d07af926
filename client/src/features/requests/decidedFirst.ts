import type { requestStates } from '@assessor/contract';
import type { Batch } from '../../api/models.ts';

export type RequestState = (typeof requestStates)[number];

/** api-facts §4: accepted when isAcceptAssesor; rejected when not and RejectComment is set; else pending. */
export function requestStateOf(batch: Pick<Batch, 'isAcceptAssesor' | 'RejectComment'>): RequestState {
  if (batch.isAcceptAssesor) return 'accepted';
  return batch.RejectComment ? 'rejected' : 'pending';
}

/**
 * A tab's list with the requests decided on this screen first (latest decision first), so a decision is found at the
 * top of its tab whatever the server's order or page; each batch is listed once.
 */
export function decidedFirst(list: readonly Batch[], decided: readonly Batch[], tab: RequestState): Batch[] {
  const mine = decided.filter((batch) => requestStateOf(batch) === tab);
  const ids = new Set(mine.map((batch) => batch._id));
  return [...mine, ...list.filter((batch) => !ids.has(batch._id))];
}
