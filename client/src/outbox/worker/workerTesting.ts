import { memoryLock, type Lock } from '../../lib/locks.ts';
import type { WorkerSession } from '../../lib/workerSession.ts';
import { entryStore, type EntryStore } from '../entryStore.ts';
import { draft } from '../outboxTesting.ts';
import type { SendResult, Transport } from '../sendEntry.ts';
import { sentLog, type SentLog } from '../sentLog.ts';
import type { OutboxCall, OutboxDraft, OutboxEntry } from '../types.ts';
import type { WorkerSend } from './sendWhileClosed.ts';

/** Test support for the worker's send: entries put straight into the store, a transport answered by a rule. */

export interface Call {
  call: OutboxCall;
  key: string | undefined;
}

/** A transport answering each call by `answer` after a short wait (so two senders overlap), recording every call. */
export function answeringTransport(answer: (call: OutboxCall, key: string | undefined) => SendResult) {
  const calls: Call[] = [];
  const transport: Transport = async (call, key, _signal, onProgress) => {
    calls.push({ call, key });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const result = answer(call, key);
    // As fetch does: a network failure counts as the whole request out (the next attempt checks first).
    if ('error' in result && result.error.status === 'NETWORK') onProgress?.(1);
    return result;
  };
  return { calls, transport };
}

let seq = 0;
/** An entry as the page stored it. */
export function storedEntry(
  label: string,
  owner = 'assessor-1',
  batchKey = 'batch:1',
  extra: Partial<OutboxDraft> = {},
) {
  seq += 1;
  const entry: OutboxEntry = {
    ...draft(label, batchKey, extra),
    id: `id-${label}`,
    seq,
    owner,
    createdAt: 1_000,
    state: 'waiting',
    attempts: 0,
    nextAt: 5_000_000,
    done: 0,
  };
  return entry;
}

export interface Phone {
  store: EntryStore;
  log: SentLog;
  lock: Lock;
  notified: string[];
  announced: number;
  session: WorkerSession | undefined;
  /** The worker's send with this phone's parts and `transport`. */
  send: (transport: Transport) => WorkerSend;
}

/** One phone: one IndexedDB (fake), one lock manager, the signed-in assessor-1. */
export async function phone(entries: OutboxEntry[]): Promise<Phone> {
  const name = `worker-test-${Math.random()}`;
  const store = entryStore(name);
  for (const entry of entries) await store.put(entry);
  const lock = memoryLock();
  const made: Phone = {
    store,
    lock,
    log: sentLog(lock, `${name}-sent`),
    notified: [],
    announced: 0,
    session: { id: 'current', owner: 'assessor-1', token: 'token-1', language: 'en' },
    send: (transport) => ({
      session: async () => made.session,
      forgetSession: async () => {
        made.session = undefined;
      },
      store,
      log: made.log,
      lock,
      transport: async () => transport,
      notify: async (text) => {
        made.notified.push(text);
      },
      announce: () => (made.announced += 1),
      now: () => Date.UTC(2026, 0, 5, 13, 12),
    }),
  };
  return made;
}

/** The main calls (the upload, not checks or follow-ups) in the order they went out, by label. */
export const uploads = (calls: Call[]) =>
  calls.filter((each) => each.call.call === 'uploadGroupFile').map((each) => each.call.files?.[0]?.name);
