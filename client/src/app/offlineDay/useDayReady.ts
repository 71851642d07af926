import { indiaDashDay } from '@assessor/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { whenStartSettled } from '../../lib/afterStart.ts';
import { baseQueryTransport } from '../../outbox/transport.ts';
import { useOnline } from '../../pwa/useOnline.ts';
import { seemsOffline, whenWorkerControls } from '../../pwa/serviceWorker.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { isBatchDay, type DayBatch } from './dayCalls.ts';
import { dayProgress, prepareDay, type DayOwner, type DayProgress } from './prepareDay.ts';
import { sessionTag } from './readyMarks.ts';

/** A day made ready this recently is not asked again on every visit of its batch (saves marks and files since). */
export const FRESH_MS = 30 * 60 * 1000;

/** A batch the assessor works today: accepted, and today is one of its days. */
export interface TodayBatch extends DayBatch {
  isAcceptAssesor?: boolean;
}

const runs = new Set<string>();

/** Starts a run for the batch's day unless one runs, a fresh one ended, the phone is offline or keeps nothing. */
async function startDay(owner: DayOwner, batch: DayBatch, getState: () => unknown): Promise<void> {
  const key = `${owner.assessorId}|${owner.session}|${batch._id}`;
  const last = dayProgress.get(owner, batch._id);
  if (runs.has(key) || (last?.state === 'ready' && (last.readyAt ?? 0) > Date.now() - FRESH_MS)) return;
  runs.add(key);
  try {
    // After the first screen is drawn, and only where a worker keeps what is asked.
    await whenStartSettled();
    if (seemsOffline() || !(await whenWorkerControls())) return;
    await prepareDay(owner, batch, baseQueryTransport(getState), new AbortController().signal);
  } finally {
    runs.delete(key);
  }
}

const onToday = (batch: TodayBatch | undefined): batch is TodayBatch =>
  batch !== undefined && batch.isAcceptAssesor !== false && isBatchDay(batch, indiaDashDay());

/**
 * Keeps today's batches ready for a day without signal: each batch of today (accepted, an assessment day) is made
 * ready when opened with signal, and again when the signal comes back after an incomplete run. Returns where the
 * first one stands (undefined when it is not today's work).
 */
export function useDayReady(batches: readonly TodayBatch[] | undefined): {
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
    for (const batch of today) void startDay(owner, batch, store.getState);
    // `ids` stands for `today`: a new array of the same batches starts nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, ids, online, store]);
  const retry = () => {
    if (owner) for (const batch of today) void startDay(owner, batch, store.getState);
  };
  return { progress: first ? progress : undefined, retry };
}
