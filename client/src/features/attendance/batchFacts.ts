import { useBatchDetailsQuery } from '../batches/api.ts';

/** What attendance needs to know of a batch. */
export interface AttendanceBatch {
  _id: string;
  batchId: string;
  startDate: string;
  endDate: string;
  examCenterName?: string | undefined;
  /** Ours (the mock's geofence); absent on the real API, and then no distance is shown. */
  examCenterLocation?: { latitude: number; longitude: number } | undefined;
}

export interface BatchFacts {
  batch: AttendanceBatch | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/** The batch's facts attendance needs, read through the batches capability's api (batch-details). */
export function useAttendanceBatch(batchId: string): BatchFacts {
  const { data, isLoading, error, refetch } = useBatchDetailsQuery({ params: { id: batchId } }, { skip: !batchId });
  return {
    batch: data
      ? {
          _id: data._id,
          batchId: data.batchId,
          startDate: data.startDate,
          endDate: data.endDate,
          examCenterName: data.examCenterName,
          examCenterLocation: data.examCenterLocation,
        }
      : undefined,
    isLoading,
    error,
    refetch: () => void refetch(),
  };
}
