import { batchTypes } from '@assessor/contract';
import type { BatchType } from './order.ts';

const KEY = 'myBatches.batchType';

export const isBatchType = (value: string | null | undefined): value is BatchType =>
  batchTypes.includes(value as BatchType);

/** The batch type last chosen on this phone (undefined = all). */
export function rememberedBatchType(): BatchType | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    return isBatchType(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberBatchType(value: string): void {
  try {
    if (isBatchType(value)) localStorage.setItem(KEY, value);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}
