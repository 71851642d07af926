import { useBatchDetailsQuery } from '../batches/api.ts';

/** A batch's first and last day ('DD/MM/YYYY'), which bound the days an evidence tab offers. */
export interface BatchPeriod {
  period: { startDate: string; endDate: string } | undefined;
  isLoading: boolean;
}

/** The batch's first and last day, read through the batches capability's api (batch-details). */
export function useBatchPeriod(batchId: string): BatchPeriod {
  const { data, isLoading } = useBatchDetailsQuery({ params: { id: batchId } });
  return { period: data ? { startDate: data.startDate, endDate: data.endDate } : undefined, isLoading };
}
