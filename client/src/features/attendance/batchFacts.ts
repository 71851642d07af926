import { createContext, useContext } from 'react';

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

export type UseBatchFacts = (batchId: string) => BatchFacts;

/**
 * Batch facts belong to the batches capability and features never import each other: app/ provides the hook that
 * reads a batch (AppLayout); attendance only declares what it needs. Without a provider there is no batch.
 */
export const AttendanceBatchSource = createContext<UseBatchFacts>(() => ({ batch: undefined, isLoading: false, error: undefined, refetch: () => {} }));

export const useAttendanceBatch = (batchId: string): BatchFacts => useContext(AttendanceBatchSource)(batchId);
