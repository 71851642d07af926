import { createContext, useContext } from 'react';

/** A batch's first and last day ('DD/MM/YYYY'), which bound the days an evidence tab offers. */
export interface BatchPeriod {
  period: { startDate: string; endDate: string } | undefined;
  isLoading: boolean;
}

export type UseBatchPeriod = (batchId: string) => BatchPeriod;

/**
 * Batch facts belong to the batches capability, and features never import each other: app/ provides the hook that
 * reads a batch's period (AppLayout), evidence only declares what it needs. Without a provider no day is offered.
 */
export const BatchPeriodSource = createContext<UseBatchPeriod>(() => ({ period: undefined, isLoading: false }));

export const useBatchPeriodSource = (): UseBatchPeriod => useContext(BatchPeriodSource);
