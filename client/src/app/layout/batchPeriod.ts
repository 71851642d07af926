import type { BatchPeriod } from '../../features/evidence/batchPeriod.ts';
import { useBatchDetailsQuery } from '../../features/batches/api.ts';

/** The batches capability's answer to what evidence needs of a batch (see features/evidence/batchPeriod.ts). */
export function useBatchPeriodFromBatches(batchId: string): BatchPeriod {
  const { data, isLoading } = useBatchDetailsQuery({ params: { id: batchId } });
  return { period: data ? { startDate: data.startDate, endDate: data.endDate } : undefined, isLoading };
}
