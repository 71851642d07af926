import { readyMarks } from './readyMarks.ts';

/** Where each batch's day stands: the runs on their way and the ready marks (the download itself: prepareDay.ts). */

/** Where one batch's day stands on this phone. */
export interface DayProgress {
  state: 'preparing' | 'ready' | 'incomplete';
  /** Reads answered so far, of `total` known so far (the second round is known once the first answered). */
  done: number;
  total: number;
  failed: number;
  /** When the last complete run ended (ms). */
  readyAt?: number;
}

const running = new Map<string, DayProgress>();
/** The progress read from a ready mark, the same object while the mark is the same (useSyncExternalStore). */
const remembered = new Map<string, DayProgress>();
const listeners = new Set<() => void>();
/** Whose day: the assessor and their session (a new login starts with the worker's answers of that session only). */
export interface DayOwner {
  assessorId: string;
  /** A short tag of the session's token (sessionTag), never the token itself. */
  session: string;
}

export const keyOf = ({ assessorId, session }: DayOwner, batchId: string) => `${assessorId}|${session}|${batchId}`;

export function publish(key: string, progress: DayProgress): void {
  running.set(key, progress);
  listeners.forEach((listener) => listener());
}

/** A run stopped half-way: the batch shows its last complete run again. */
export function forget(key: string): void {
  running.delete(key);
  listeners.forEach((listener) => listener());
}

/** What the batch screen shows: a run on its way, else the last complete one this phone remembers. */
export const dayProgress = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(owner: DayOwner, batchId: string): DayProgress | undefined {
    const key = keyOf(owner, batchId);
    const live = running.get(key);
    if (live) return live;
    const at = readyMarks.get(key);
    if (at === undefined) return undefined;
    const known = remembered.get(key);
    if (known?.readyAt === at) return known;
    const progress = readyProgress(at);
    remembered.set(key, progress);
    return progress;
  },
};

const readyProgress = (at: number): DayProgress => ({ state: 'ready', done: 0, total: 0, failed: 0, readyAt: at });

/** Tests: forget runs on their way (the ready marks stay in storage). */
export function resetDayProgress(): void {
  running.clear();
}
