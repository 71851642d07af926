import type { Transport } from '../../outbox/outbox.ts';
import {
  batchCalls,
  candidateCalls,
  evidenceListCalls,
  questionCalls,
  type DayBatch,
  type DayCall,
  type Section,
} from './dayCalls.ts';
import { forget, keyOf, publish, type DayOwner, type DayProgress } from './dayProgress.ts';
import { linkWidth } from './linkWidth.ts';
import { readyMarks } from './readyMarks.ts';

/** An answer the page already holds (its screens asked it through the worker), or undefined. */
export type Held = (call: DayCall) => { data: unknown } | undefined;

/**
 * Runs `calls` at most `width` at a time, but for those the page holds; each answer's data (or undefined when it
 * failed) in the calls' order.
 */
async function askAll(
  calls: readonly DayCall[],
  send: Transport,
  signal: AbortSignal,
  onAnswer: (ok: boolean) => void,
  held: Held,
  width = linkWidth(),
): Promise<unknown[]> {
  const answers: unknown[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length && !signal.aborted) {
      const index = next++;
      const answer = held(calls[index]!) ?? (await send(calls[index]!, undefined, signal));
      const ok = 'data' in answer;
      answers[index] = ok ? answer.data : undefined;
      onAnswer(ok);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, calls.length) }, worker));
  return answers;
}

const listOf = (data: unknown, key: string): { _id?: unknown }[] => {
  const list = (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as { _id?: unknown }[]) : [];
};
const idsOf = (items: { _id?: unknown }[]) => items.map((item) => item._id).filter((id) => typeof id === 'string');

/** The ids the second round needs, read from the first round's answers (any of them may be missing). */
function secondRound(batchId: string, first: readonly DayCall[], answers: readonly unknown[]): DayCall[] {
  const answerOf = (call: string, section?: Section) =>
    answers[first.findIndex((c) => c.call === call && (section === undefined || c.args.query?.section === section))];
  const candidates = idsOf(listOf(answerOf('candidateList'), 'candidateList'));
  const nosIds = {
    viva: idsOf(listOf(answerOf('nosList', 'viva'), 'nosList')),
    practical: idsOf(listOf(answerOf('nosList', 'practical'), 'nosList')),
  };
  const dayIds = first
    .map((call, index) =>
      call.call === 'getTimeStampId' ? (answers[index] as { _id?: unknown } | undefined) : undefined,
    )
    .map((record) => record?._id)
    .filter((id) => typeof id === 'string');
  // What every candidate's marking needs first (the questions), then the evidence, then each candidate's own reads:
  // a signal lost half-way keeps the most of the day.
  return [...questionCalls(batchId, nosIds), ...evidenceListCalls(dayIds), ...candidateCalls(batchId, candidates)];
}

/**
 * Asks every read of the batch's day once, so that the service worker keeps each answer (pwa.config.ts) and every
 * screen of the day opens offline, even one never opened with signal. Two rounds: the batch's own reads, then those
 * that need its candidates, NOS and day records. A read the page already holds (`held`) is not asked again. A run with
 * no failed read is remembered as ready, with its time.
 */
export async function prepareDay(
  owner: DayOwner,
  batch: DayBatch,
  send: Transport,
  signal: AbortSignal,
  { held = () => undefined, now = Date.now }: { held?: Held; now?: () => number } = {},
): Promise<DayProgress> {
  const key = keyOf(owner, batch._id);
  let progress: DayProgress = { state: 'preparing', done: 0, total: 0, failed: 0 };
  const count = (ok: boolean) => {
    progress = { ...progress, done: progress.done + 1, failed: progress.failed + (ok ? 0 : 1) };
    publish(key, progress);
  };
  const first = batchCalls(batch, owner.assessorId);
  progress = { ...progress, total: first.length };
  publish(key, progress);
  const answers = await askAll(first, send, signal, count, held);
  const second = secondRound(batch._id, first, answers);
  progress = { ...progress, total: progress.total + second.length };
  publish(key, progress);
  await askAll(second, send, signal, count, held);

  if (signal.aborted) {
    forget(key);
    return progress;
  }
  if (progress.failed === 0) {
    const at = now();
    readyMarks.set(key, at);
    progress = { ...progress, state: 'ready', readyAt: at };
  } else {
    progress = { ...progress, state: 'incomplete', readyAt: readyMarks.get(key) };
  }
  publish(key, progress);
  return progress;
}
