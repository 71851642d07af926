import type { BatchFacts } from '../../features/attendance/batchFacts.ts';
import { useBatchDetailsQuery } from '../../features/batches/api.ts';

/** The batches capability's answer to what attendance needs of a batch (see features/attendance/batchFacts.ts). */
export function useAttendanceBatchFromBatches(batchId: string): BatchFacts {
  const { data, isLoading, error, refetch } = useBatchDetailsQuery({ params: { id: batchId } }, { skip: !batchId });
  return {
    batch: data
      ? { _id: data._id, batchId: data.batchId, startDate: data.startDate, endDate: data.endDate, examCenterName: data.examCenterName, examCenterLocation: data.examCenterLocation }
      : undefined,
    isLoading,
    error,
    refetch: () => void refetch(),
  };
}
