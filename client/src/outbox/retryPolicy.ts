import type { ApiError } from '../api/types.ts';

export const FIRST_DELAY_MS = 2000;
export const MAX_DELAY_MS = 5 * 60 * 1000;

/** Wait before attempt n+1 after n failures: 2 s, 4 s, 8 s … up to 5 min, with ±20 % jitter so phones spread out. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type Outcome = 'retry' | 'refused' | 'signedOut' | 'cancelled';

/**
 * What a failure means. Network trouble, 5xx and a garbled answer are worth another try; a 4xx is the server refusing
 * this entry (retrying cannot change that) except 408/425/429 (try later). 401/410 end the session: the entry waits
 * for the next login of its owner.
 */
export function outcomeOf(error: Pick<ApiError, 'status'>): Outcome {
  const { status } = error;
  if (status === 'ABORTED') return 'cancelled';
  if (status === 'SIGNED_OUT' || status === 401 || status === 410) return 'signedOut';
  if (typeof status === 'number' && status >= 400 && status < 500 && ![408, 425, 429].includes(status))
    return 'refused';
  return 'retry';
}
