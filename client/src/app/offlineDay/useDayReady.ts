import { indiaDashDay } from '@assessor/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { whenStartSettled } from '../../lib/afterStart.ts';
import { baseQueryTransport } from '../../outbox/transport.ts';
import { useOnline } from '../../pwa/useOnline.ts';
import { seemsOffline, whenWorkerControls, workerKeepsSince, workerState } from '../../pwa/serviceWorker.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { isBatchDay, type DayBatch } from './dayCalls.ts';
import { dayProgress, keyOf, type DayOwner, type DayProgress } from './dayProgress.ts';
import { pageAnswers } from './pageAnswers.ts';
import { prepareDay } from './prepareDay.ts';
import { sessionTag } from './readyMarks.ts';

/** A day made ready this recently is not asked again on every visit of its batch (saves marks and files since). */
export const FRESH_MS = 30 * 60 * 1000;

/**
 * How long after the start has settled the day's reads begin: the assessor's first taps and the first screen's own
 * requests go first. Its ~240 answers are work for the phone's worker and network threads, which on a phone with few
 * cores compete with the page (the installed start's Lighthouse score fell from 0.99 to 0.84 when they began at once).
 */
export const DAY_START_DELAY_MS = 3000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch the assessor works today: accepted, and today is one of its days. */
export interface TodayBatch extends DayBatch {
  isAcceptAssesor?: boolean;
}

interface Job {
  key: string;
  owner: DayOwner;
  batch: DayBatch;
  getState: () => unknown;
}

/** Days are made ready one after another (today's batches at home would share the link six ways each). */
const waiting: Job[] = [];
const queued = new Set<string>();
let busy = false;
/** When the app's start settled: the day's reads wait until DAY_START_DELAY_MS after it, a later batch not at all. */
let settledAt: number | undefined;

/**
 * A new version waits: the day's reads stop, since a worker takes over only once the old one has answered every
 * request on its way (the assessor's Reload would wait for the whole download). The new version starts them again.
 */
const stopped = new AbortController();
workerState.subscribe(() => {
  if (!workerState.get().updateWaiting || stopped.signal.aborted) return;
  waiting.splice(0).forEach((job) => queued.delete(job.key));
  stopped.abort();
});

async function drain(): Promise<void> {
  if (busy) return;
  busy = true;
  for (let job = waiting.shift(); job; job = waiting.shift()) {
    try {
      // After the first screen is drawn and the start's first seconds, and only where a worker keeps what is asked.
      await whenStartSettled();
      settledAt ??= Date.now();
      await pause(settledAt + DAY_START_DELAY_MS - Date.now());
      if (!seemsOffline() && !stopped.signal.aborted && (await whenWorkerControls())) {
        const held = pageAnswers(job.getState, workerKeepsSince() ?? Infinity);
        await prepareDay(job.owner, job.batch, baseQueryTransport(job.getState), stopped.signal, { held });
      }
    } catch (error) {
      console.error('Keeping the day for offline failed:', error);
    } finally {
      queued.delete(job.key);
    }
  }
  busy = false;
}

/**
 * Queues a run for the batch's day unless one is queued, a fresh one ended, or the phone is offline. `first`: the
 * batch the assessor opened goes ahead of the others waiting.
 */
function startDay(owner: DayOwner, batch: DayBatch, getState: () => unknown, first: boolean): void {
  const key = keyOf(owner, batch._id);
  const last = dayProgress.get(owner, batch._id);
  if (last?.state === 'ready' && (last.readyAt ?? 0) > Date.now() - FRESH_MS) return;
  const index = waiting.findIndex((job) => job.key === key);
  if (first && index > 0) waiting.unshift(...waiting.splice(index, 1));
  if (queued.has(key)) return;
  queued.add(key);
  const job = { key, owner, batch, getState };
  if (first) waiting.unshift(job);
  else waiting.push(job);
  void drain();
}

const onToday = (batch: TodayBatch | undefined): batch is TodayBatch =>
  batch !== undefined && batch.isAcceptAssesor !== false && isBatchDay(batch, indiaDashDay());

/**
 * Keeps today's batches ready for a day without signal: each batch of today (accepted, an assessment day) is made
 * ready with signal (one at a time; `opened`: the batch the assessor opened goes first), and again when the signal
 * comes back after an incomplete run. Returns where the first one stands (undefined when it is not today's work).
 */
export function useDayReady(
  batches: readonly TodayBatch[] | undefined,
  { opened = false }: { opened?: boolean } = {},
): {
  progress: DayProgress | undefined;
  retry: () => void;
} {
  const assessorId = useAppSelector(selectAssessorId);
  const token = useAppSelector((state) => state.auth.token);
  const store = useStore();
  const online = useOnline();
  const today = useMemo(() => (batches ?? []).filter(onToday), [batches]);
  const owner = useMemo(
    () => (assessorId && token ? { assessorId, session: sessionTag(token) } : undefined),
    [assessorId, token],
  );
  const first = today[0];
  const progress = useSyncExternalStore(dayProgress.subscribe, () =>
    owner && first ? dayProgress.get(owner, first._id) : undefined,
  );
  const ids = today.map((batch) => batch._id).join(',');
  useEffect(() => {
    if (!owner || !online) return;
    for (const batch of today) startDay(owner, batch, store.getState, opened);
    // `ids` stands for `today`: a new array of the same batches starts nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, ids, online, store, opened]);
  const retry = () => {
    if (owner) for (const batch of today) startDay(owner, batch, store.getState, true);
  };
  return { progress: first ? progress : undefined, retry };
}
