import { clockMinutes, inputOfMinutes, isoDay, type batchTypes } from '@assessor/contract';
import type { Batch } from '../../api/models.ts';

export type BatchType = (typeof batchTypes)[number];
export interface StagedBatch {
  batch: Batch;
  stage: BatchType;
}

/** "DD/MM/YYYY" + "hh:mmA" → a sortable key "YYYY-MM-DD HH:mm" ('' parts sort first). */
export function sortKey(date: string | undefined, time?: string | null): string {
  const iso = isoDay(date) ?? '';
  const minutes = clockMinutes(time);
  return minutes === undefined ? iso : `${iso} ${inputOfMinutes(minutes)}`;
}

const byStart = (a: Batch, b: Batch) =>
  sortKey(a.startDate, a.startTime).localeCompare(sortKey(b.startDate, b.startTime));
const byEndNewest = (a: Batch, b: Batch) =>
  sortKey(b.endDate, b.endTime).localeCompare(sortKey(a.endDate, a.endTime)) || -byStart(a, b);

/**
 * The day's work first: ongoing (today's) batches, then upcoming ones soonest first, then completed ones newest
 * first. The stage comes from the list the server answered (its `batchType`), never from the phone's clock.
 */
export function orderBatches(lists: Partial<Record<BatchType, readonly Batch[]>>): StagedBatch[] {
  const staged = (stage: BatchType, compare: (a: Batch, b: Batch) => number) =>
    [...(lists[stage] ?? [])].sort(compare).map((batch) => ({ batch, stage }));
  return [...staged('ongoing', byStart), ...staged('upcoming', byStart), ...staged('completed', byEndNewest)];
}
