import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach } from 'vitest';
import type { ApiError } from '../api/types.ts';
import { entryStore, type EntryStore } from './entryStore.ts';
import { Outbox, type OutboxDeps, type SendResult, type Transport } from './outbox.ts';
import type { OutboxCall, OutboxDraft } from './types.ts';

/** Test support for the outbox's unit tests: a transport answered by hand, and drafts. */

export interface Sent {
  call: OutboxCall;
  key: string | undefined;
  answer: (result: SendResult) => void;
  progress?: (fraction: number) => void;
}

// fake-indexeddb clones with node's structuredClone, which knows node's Blob (not jsdom's).

/** A transport the test answers by hand, in any order. */
export function manualTransport() {
  const sent: Sent[] = [];
  const transport: Transport = (call, key, signal, progress) =>
    new Promise((resolve) => {
      sent.push({ call, key, answer: resolve, progress });
      signal.addEventListener('abort', () => resolve({ error: { status: 'ABORTED', message: 'Aborted' } }));
    });
  return { sent, transport };
}

export const ok: SendResult = { data: {} };
export const error = (status: ApiError['status'], message = 'failed'): SendResult => ({ error: { status, message } });
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** One sent call reaches the server in full, but its answer is lost on the way back; the outbox is then woken. */
export async function loseAnswer(box: Outbox, call: Sent): Promise<void> {
  call.progress!(1);
  call.answer(error('NETWORK'));
  await settle();
  box.wake();
  await settle();
}

export function draft(label: string, batchKey = 'batch:1', extra: Partial<OutboxDraft> = {}): OutboxDraft {
  return {
    call: 'uploadGroupFile',
    batchKey,
    scope: 'evidence/day/groupPhoto',
    label,
    fields: { QAverificationTimeStampId: 'day' },
    files: [
      {
        field: 'groupPhoto',
        name: `${label}.jpg`,
        blob: new NodeBlob([label], { type: 'image/jpeg' }) as unknown as Blob,
      },
    ],
    ...extra,
  };
}

/**
 * Outboxes of one owner over a fresh IndexedDB store per test (a reload: another outbox over the same store), each
 * let go after its test. The entry id is 'e1' unless `deps` says otherwise.
 */
export function outboxesPerTest(name: string) {
  let store: EntryStore;
  let made: Outbox[] = [];
  beforeEach(() => {
    store = entryStore(`${name}-${Math.random()}`);
    made = [];
  });
  afterEach(() => {
    for (const box of made) box.setOwner(null);
  });
  const outbox = (deps: Partial<OutboxDeps> & { transport: Transport }) => {
    const box = new Outbox({ store, newId: () => 'e1', ...deps });
    box.setOwner('assessor-1');
    made.push(box);
    return box;
  };
  return { store: () => store, outbox };
}
