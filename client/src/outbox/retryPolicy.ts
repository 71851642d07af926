import type { ApiError } from '../api/types.ts';
import type { OutboxEntry } from './types.ts';

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

/**
 * The entry after a failed attempt: stopped (cancel, refusal with the server's message) or waiting for its backoff.
 * `progress` is how much of the request went out: no answer after all of it means the server may have stored it, so
 * the next attempt asks the entry's check first. Undefined when the session was refused (the entry stays as it is).
 */
export function afterFailure(
  entry: OutboxEntry,
  error: ApiError,
  progress: number,
  now: number,
  random?: () => number,
): OutboxEntry | undefined {
  const { status, message } = error;
  // The attempt ended here, whatever its end: only a sender stopped mid-call leaves `sending` behind.
  const ended = { ...entry, sending: false };
  switch (outcomeOf(error)) {
    case 'cancelled':
      return { ...ended, state: 'failed', error: { status, message } };
    case 'refused':
      return { ...ended, state: 'failed', attempts: entry.attempts + 1, error: { status, message } };
    case 'signedOut':
      return undefined;
    case 'retry': {
      const attempts = entry.attempts + 1;
      const lost = (status === 'NETWORK' || status === 'INVALID_RESPONSE') && (progress >= 1 || !entry.files?.length);
      return {
        ...ended,
        attempts,
        error: { status, message },
        nextAt: now + backoffDelay(attempts, random),
        uncertain: entry.uncertain || (entry.done === 0 && lost),
      };
    }
  }
}
