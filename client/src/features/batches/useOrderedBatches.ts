import { useBatchListQuery } from './api.ts';
import { orderBatches, type BatchType, type StagedBatch } from './order.ts';

/** Enough for the batches of today and the coming ones in one answer (the API's largest page). */
const ALL_OF_A_KIND = 100;

interface Ordered {
  list: StagedBatch[];
  totalPages: number;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * My batches in the order of the day's work. One type: that list (server-paged). All types: today's and upcoming
 * batches in full on page 1, then the completed ones newest first, which are paged (they are the many).
 */
export function useOrderedBatches(batchType: BatchType | undefined, page: number, search: string): Ordered {
  const searched = search ? { search } : {};
  const all = !batchType;
  const one = useBatchListQuery({ query: { page, ...searched, ...(batchType ? { batchType } : {}) } }, { skip: all });
  const head = { query: { page: 1, limit: ALL_OF_A_KIND, ...searched } };
  const ongoing = useBatchListQuery({ query: { ...head.query, batchType: 'ongoing' } }, { skip: !all || page > 1 });
  const upcoming = useBatchListQuery({ query: { ...head.query, batchType: 'upcoming' } }, { skip: !all || page > 1 });
  const completed = useBatchListQuery({ query: { page, ...searched, batchType: 'completed' } }, { skip: !all });
  if (batchType) {
    return {
      list: orderBatches({ [batchType]: one.data?.batchList ?? [] }),
      totalPages: one.data?.totalPages ?? 1,
      isLoading: one.isLoading,
      error: one.error,
      refetch: () => void one.refetch(),
    };
  }
  const parts = page > 1 ? [completed] : [ongoing, upcoming, completed];
  return {
    list: orderBatches({
      ...(page > 1 ? {} : { ongoing: ongoing.data?.batchList ?? [], upcoming: upcoming.data?.batchList ?? [] }),
      completed: completed.data?.batchList ?? [],
    }),
    totalPages: Math.max(1, completed.data?.totalPages ?? 1),
    isLoading: parts.some((part) => part.isLoading),
    error: parts.find((part) => part.error)?.error,
    refetch: () => parts.forEach((part) => void part.refetch()),
  };
}
