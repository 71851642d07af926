import { Blob as NodeBlob } from 'node:buffer';
import type { ApiError } from '../api/types.ts';
import type { Outbox, SendResult, Transport } from './outbox.ts';
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
