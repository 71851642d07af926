import type { ApiError } from '../api/types.ts';
import { AWAITING, idOf, withId } from './awaitedId.ts';
import { countHolding } from './storedCheck.ts';
import type { OutboxCall, OutboxEntry } from './types.ts';

export type SendResult = { data: unknown } | { error: ApiError };

/** Sends one call: `key` goes out as `Idempotency-Key` (state-changing calls), progress as a fraction 0..1. */
export type Transport = (
  call: OutboxCall,
  key: string | undefined,
  signal: AbortSignal,
  onProgress?: (fraction: number) => void,
) => Promise<SendResult>;

export interface EntryAttempt {
  transport: Transport;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
  /** Stores the entry's new version (what is done so far); undefined once it was discarded meanwhile. */
  save: (entry: OutboxEntry) => Promise<OutboxEntry | undefined>;
}

/**
 * One attempt at an entry, the same in the page and the service worker: the awaited id first (evidence for a day a
 * queued clock-in makes), then, after an attempt whose answer was lost, the `check` call (the real API ignores the
 * `Idempotency-Key`), then every call not done yet (main, then `then`), each with its own key. An attempt a sender
 * did not live to end counts as a lost answer (`sending`). Answers the entry as far as it got and the failure that
 * stopped it, if any.
 */
export async function sendEntry(
  start: OutboxEntry,
  { transport, signal, onProgress, save }: EntryAttempt,
): Promise<{ entry: OutboxEntry; failure?: ApiError }> {
  let entry = start;
  if (entry.awaits) {
    const { call, args, field } = entry.awaits;
    const answer = await transport({ call, args }, undefined, signal);
    const known = 'data' in answer ? idOf(answer.data, field) : undefined;
    if (!known) {
      const failure: ApiError =
        'error' in answer
          ? answer.error
          : { status: AWAITING, message: 'The record it belongs to is not on the server yet' };
      return { entry, failure };
    }
    entry = (await save(withId(entry, entry.awaits, known))) ?? entry;
  }
  // A sender stopped during the last call: its answer is lost as surely as a network error's, and stays so until the
  // entry succeeds (a check that fails on the network keeps it).
  if (entry.sending && entry.done === 0) entry = (await save({ ...entry, uncertain: true, sending: false })) ?? entry;
  if (entry.uncertain && entry.done === 0 && entry.check) {
    const { call, args, has, atLeast = 1 } = entry.check;
    const answer = await transport({ call, args }, undefined, signal);
    if ('error' in answer) return { entry, failure: answer.error };
    if (countHolding(answer.data, has, atLeast) >= atLeast) entry = (await save({ ...entry, done: 1 })) ?? entry;
  }
  const calls: OutboxCall[] = [entry, ...(entry.then ?? [])];
  for (let step = entry.done; step < calls.length; step++) {
    const key = step === 0 ? entry.id : `${entry.id}-${step}`;
    // Kept before the call: a sender stopped during it leaves the next one a reason to check first.
    if (step === 0 && entry.check && !entry.sending) entry = (await save({ ...entry, sending: true })) ?? entry;
    const answer = await transport(calls[step]!, key, signal, step === 0 ? onProgress : undefined);
    if ('error' in answer) return { entry, failure: answer.error };
    entry = (await save({ ...entry, done: step + 1, uncertain: false, sending: false })) ?? entry;
  }
  return { entry };
}
