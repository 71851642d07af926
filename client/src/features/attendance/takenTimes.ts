import { addDays } from '@assessor/contract';
import { useEffect, useState } from 'react';
import { keyedStore } from '../../lib/keyedStore.ts';
import { selectAssessorId } from '../../session/authSlice.ts';
import { useAppSelector } from '../../store/hooks.ts';
import type { ClockAction } from './clockDraft.ts';
import type { TakenTimes } from './lateClocks.ts';
import type { QueuedClock } from './queuedClocks.ts';

/** One end of the day as the phone took it: the time and the stamped selfie (a regularisation's proof). */
export interface TakenClock {
  takenAt: number;
  photo: Blob;
  photoName: string;
  /** When the server took it (its outbox entry succeeded); absent while it waits. */
  sentAt?: number;
}

/**
 * What the phone took on one batch day, kept after the outbox entries leave (the server keeps only its own times).
 * Each assessor's days are their own on a shared phone.
 */
export interface TakenDay {
  /** `owner|batchRef|day`. */
  id: string;
  owner: string;
  batchRef: string;
  /** 'YYYY-MM-DD' in India. */
  day: string;
  /** The batch's human id (BT…). */
  batchId?: string;
  clockIn?: TakenClock;
  clockOut?: TakenClock;
}

/** Days older than this are dropped when another is kept: a regularisation is asked for within days, not months. */
const KEEP_DAYS = 31;

const takenId = (owner: string, batchRef: string, day: string) => `${owner}|${batchRef}|${day}`;

let records: ReturnType<typeof keyedStore<TakenDay>> | undefined;
/** IndexedDB database `assessor-attendance` (in memory without IndexedDB): survives reloads and restarts. */
const store = () => (records ??= keyedStore<TakenDay>({ database: 'assessor-attendance', store: 'taken' }));

const listeners = new Set<() => void>();

/**
 * Keeps when an end of the day was taken; a photo, when given, replaces the kept one (a retry after a refusal
 * about the selfie). Resolves once stored.
 */
export async function keepTaken(
  where: { owner: string; batchRef: string; day: string; batchId?: string },
  action: ClockAction,
  taken: { takenAt: number; photo?: Blob | undefined; photoName?: string | undefined },
): Promise<void> {
  const id = takenId(where.owner, where.batchRef, where.day);
  const kept = await store().get(id);
  const before = kept?.[action];
  const photo = taken.photo ?? before?.photo;
  if (!photo) return;
  const clock: TakenClock = {
    takenAt: taken.takenAt,
    photo,
    photoName: taken.photoName ?? before?.photoName ?? 'selfie.jpg',
  };
  await store().put({ ...(kept ?? { id, ...where }), [action]: clock });
  await dropOld(where.owner, where.day);
  listeners.forEach((listener) => listener());
}

/** Notes that the server took an end of the day (its outbox entry succeeded). */
export async function markSent(
  where: { owner: string; batchRef: string; day: string },
  action: ClockAction,
  sentAt: number,
): Promise<void> {
  const id = takenId(where.owner, where.batchRef, where.day);
  const kept = await store().get(id);
  const clock = kept?.[action];
  if (!kept || !clock) return;
  await store().put({ ...kept, [action]: { ...clock, sentAt } });
  listeners.forEach((listener) => listener());
}

/** The ends of a day the server took, as the merge reads them (it shows them until the server's list does). */
export function sentClocksOf(days: readonly TakenDay[] | undefined, day: string): QueuedClock[] {
  const sent: QueuedClock[] = [];
  for (const kept of days ?? []) {
    if (kept.day !== day) continue;
    for (const action of ['clockIn', 'clockOut'] as const) {
      const clock = kept[action];
      if (clock?.sentAt === undefined) continue;
      const { batchRef, batchId } = kept;
      sent.push({ batchRef, day, action, takenAt: clock.takenAt, batchId, stopped: false });
    }
  }
  return sent;
}

/**
 * `keepTaken` after the capture is already in the outbox: a phone that cannot keep this (storage full) still clocks
 * in and out, it only loses the late-time notice.
 */
export async function keepTakenQuietly(...args: Parameters<typeof keepTaken>): Promise<void> {
  try {
    await keepTaken(...args);
  } catch {
    // Nothing to tell the assessor: the capture itself is kept.
  }
}

async function dropOld(owner: string, today: string): Promise<void> {
  const oldest = addDays(today, -KEEP_DAYS);
  for (const day of await store().all(`${owner}|`)) if (day.day < oldest) await store().remove(day.id);
}

/** An assessor's kept days, in id order. */
export const takenDays = (owner: string): Promise<TakenDay[]> => store().all(`${owner}|`);

/** The signed-in assessor's kept days; undefined until read. Re-read whenever one is kept. */
export function useTakenDays(): TakenDay[] | undefined {
  const owner = useAppSelector(selectAssessorId) ?? '';
  const [days, setDays] = useState<{ owner: string; days: TakenDay[] }>();
  useEffect(() => {
    let live = true;
    const read = () => void takenDays(owner).then((found) => live && setDays({ owner, days: found }));
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, [owner]);
  return days?.owner === owner ? days.days : undefined;
}

/** The kept day of a batch, if any. */
export const takenDayOf = (days: readonly TakenDay[] | undefined, batchRef: string, day: string | undefined) =>
  day ? days?.find((kept) => kept.batchRef === batchRef && kept.day === day) : undefined;

/** Its times alone (what the late-time rule reads). */
export function takenTimesOf(day: TakenDay | undefined): TakenTimes | undefined {
  if (!day) return undefined;
  const times: TakenTimes = {};
  if (day.clockIn) times.clockIn = day.clockIn.takenAt;
  if (day.clockOut) times.clockOut = day.clockOut.takenAt;
  return times;
}
