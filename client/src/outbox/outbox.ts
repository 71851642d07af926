import type { ApiError } from '../api/types.ts';
import { heldBack } from './awaitedId.ts';
import { randomId } from './randomId.ts';
import { afterFailure } from './retryPolicy.ts';
import { sendEntry } from './sendEntry.ts';
import type { OutboxDeps } from './outboxDeps.ts';
import type { DrainResult, EntryView, OutboxDraft, OutboxEntry, RetryChange } from './types.ts';
import { sameViews } from './views.ts';

export type { SendResult, Transport } from './sendEntry.ts';
export type { OutboxDeps } from './outboxDeps.ts';

interface Attempt {
  controller: AbortController;
  progress: number;
  /** Aborted by a discard or the session's end, not by the assessor's cancel. */
  dropped: boolean;
}

/**
 * Every capture that changes server state: kept in the store before the first attempt, sent one at a time per batch
 * key in the order added, retried with backoff, removed only after the server's success. A refusal (4xx) stops the
 * entry with the server's message until the assessor retries or discards it; a stopped entry does not hold back the
 * rest of its batch. Only the current owner's entries are sent and shown.
 */
export class Outbox {
  private readonly entries = new Map<string, OutboxEntry>();
  private readonly attempts = new Map<string, Attempt>();
  private readonly listeners = new Set<() => void>();
  private owner: string | null = null;
  private pausedForSession = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private view: EntryView[] = [];
  private seq = 0;
  private readonly running = new Set<Promise<void>>();
  /** One pass, no timers (the service worker's send): set by `drain`. */
  private once = false;
  private readonly now: () => number;
  private readonly newId: () => string;
  readonly ready: Promise<void>;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? randomId;
    this.ready = deps.store.all().then((stored) => {
      for (const entry of stored) {
        this.entries.set(entry.id, entry);
        this.seq = Math.max(this.seq, entry.seq);
      }
      this.changed();
    });
  }

  /** The signed-in assessor (null: nobody). Their entries are sent from now on; others' wait for their owner. */
  setOwner(owner: string | null): void {
    if (owner === this.owner && !this.pausedForSession) return;
    if (owner !== this.owner) for (const attempt of this.attempts.values()) this.stop(attempt);
    this.owner = owner;
    this.pausedForSession = false;
    this.changed();
    void this.pump();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The owner's entries in the order added; the same array until something changes. */
  snapshot = (): EntryView[] => this.view;

  async add(draft: OutboxDraft): Promise<string> {
    await this.ready;
    if (!this.owner) throw new Error('The outbox needs a signed-in assessor');
    const entry: OutboxEntry = {
      ...draft,
      id: this.newId(),
      seq: ++this.seq,
      owner: this.owner,
      createdAt: this.now(),
      state: 'waiting',
      attempts: 0,
      nextAt: 0,
      done: 0,
    };
    await this.deps.store.put(entry);
    this.entries.set(entry.id, entry);
    this.changed();
    void this.pump();
    return entry.id;
  }

  /**
   * A stopped entry goes back in line; a waiting one is tried now. `change` replaces parts of the request first
   * (e.g. a refused clock-in resent with the position the phone has now), and the attempt counts start again.
   */
  async retry(id: string, change?: RetryChange): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry || this.attempts.has(id)) return;
    const changed = change
      ? {
          fields: { ...entry.fields, ...change.fields },
          ...(change.files ? { files: change.files } : {}),
          ...(change.local ? { local: { ...entry.local, ...change.local } } : {}),
          attempts: 0,
        }
      : {};
    await this.save({ ...entry, ...changed, state: 'waiting', nextAt: 0, error: undefined });
    void this.pump();
  }

  async discard(id: string): Promise<void> {
    const attempt = this.attempts.get(id);
    if (attempt) this.stop(attempt);
    this.entries.delete(id);
    this.changed();
    await this.deps.store.remove(id);
    void this.pump();
  }

  /** Stops the running attempt; the entry is kept, stopped, for a retry or a discard. */
  cancel(id: string): void {
    this.attempts.get(id)?.controller.abort();
  }

  /**
   * The network is back (or the app started): waiting entries go now instead of at their backoff time. At start the
   * stored entries may still be on their way from IndexedDB: they are woken once read (a reload after a day offline
   * left them waiting for backoffs of up to 5 minutes).
   */
  wake(): void {
    void this.ready.then(() => {
      this.dueNow();
      void this.pump();
    });
  }

  /**
   * The service worker's one pass: every waiting entry of the owner goes now (backoff ignored), one at a time per batch
   * as always, and the promise settles once none may go any more. No timer is left behind.
   */
  async drain(): Promise<DrainResult> {
    await this.ready;
    this.once = true;
    this.dueNow();
    await this.pump();
    while (this.running.size > 0) await Promise.all([...this.running]);
    clearTimeout(this.timer);
    const waiting = this.mine().filter((entry) => entry.state === 'waiting').length;
    return { waiting, signedOut: this.pausedForSession };
  }

  /** Reads the store again after another sender changed it (sent, refused); an entry being sent here is kept as is. */
  async refresh(): Promise<void> {
    await this.ready;
    const stored = new Map((await this.deps.store.all()).map((entry) => [entry.id, entry]));
    for (const id of [...this.entries.keys()]) if (!stored.has(id) && !this.attempts.has(id)) this.entries.delete(id);
    for (const [id, entry] of stored) {
      if (this.attempts.has(id)) continue;
      const mine = this.entries.get(id);
      // Backoff is this sender's own business: a later time it waits for is kept.
      this.entries.set(id, mine && entry.state === 'waiting' ? { ...entry, nextAt: mine.nextAt } : entry);
      this.seq = Math.max(this.seq, entry.seq);
    }
    this.changed();
    void this.pump();
  }

  private dueNow(): void {
    for (const entry of this.entries.values()) {
      if (entry.state === 'waiting' && entry.nextAt > 0) this.entries.set(entry.id, { ...entry, nextAt: 0 });
    }
  }

  /** Starts the head of every batch that may go now, and sets a timer for the earliest that must wait. */
  async pump(): Promise<void> {
    await this.ready;
    clearTimeout(this.timer);
    if (!this.owner || this.pausedForSession) return;
    const heads = new Map<string, OutboxEntry>();
    const mine = this.mine();
    for (const entry of mine) {
      if (entry.state === 'waiting' && !heads.has(entry.batchKey)) heads.set(entry.batchKey, entry);
    }
    let wakeAt = Infinity;
    for (const head of heads.values()) {
      if (this.attempts.has(head.id) || heldBack(head, mine)) continue;
      if (head.nextAt <= this.now()) this.start(head.id);
      else wakeAt = Math.min(wakeAt, head.nextAt);
    }
    if (wakeAt < Infinity && !this.once) this.timer = setTimeout(() => void this.pump(), wakeAt - this.now());
  }

  private start(id: string): void {
    const running = this.run(id);
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }

  /** One attempt at an entry under its lock; then the next head of every batch (awaited, so `drain` sees it start). */
  private async run(id: string): Promise<void> {
    const attempt: Attempt = { controller: new AbortController(), progress: 0, dropped: false };
    this.attempts.set(id, attempt);
    this.changed();
    const signal = attempt.controller.signal;
    const work = () => this.attempt(id, attempt);
    try {
      await (this.deps.lock ? this.deps.lock(`outbox-entry-${id}`, signal, work) : work());
    } catch (error) {
      // Aborted while waiting for the lock (a cancel, a discard, the session's end), or the store failed: tried later.
      this.attempts.delete(id);
      const entry = this.entries.get(id);
      const failure = signal.aborted
        ? { status: 'ABORTED' as const, message: 'Aborted' }
        : { status: 'NETWORK' as const, message: String(error) };
      if (entry && !attempt.dropped) await this.failed(entry, failure, 0);
      this.changed();
    }
    await this.pump();
  }

  private async attempt(id: string, attempt: Attempt): Promise<void> {
    // Another sender (a page, the service worker) may have sent or stopped it while this one waited for the lock.
    const stored = this.deps.lock ? await this.deps.store.get(id) : this.entries.get(id);
    if (!stored || stored.state !== 'waiting' || attempt.dropped || !this.entries.has(id)) {
      this.attempts.delete(id);
      if (!stored) this.entries.delete(id);
      else if (this.entries.has(id)) this.entries.set(id, stored);
      this.changed();
      return;
    }
    const progress = (fraction: number) => {
      attempt.progress = fraction;
      this.changed();
    };
    const { entry, failure } = await sendEntry(stored, {
      transport: this.deps.transport,
      signal: attempt.controller.signal,
      onProgress: progress,
      save: (next) => this.save(next),
    });
    this.attempts.delete(id);
    if (!this.entries.has(id) || attempt.dropped) {
      this.changed();
    } else if (!failure) {
      // What the server took is recorded before the entry leaves the store and the screens hear of it: a page closed
      // in between, or a screen drawn in between, showed attendance taken here as never taken.
      // A record that fails (a full storage) costs only its memory: the entry is not sent again for it.
      await this.deps.onTaken?.(entry).catch(() => undefined);
      this.entries.delete(id);
      await this.deps.store.remove(id);
      this.deps.onSent?.(entry);
      this.changed();
    } else {
      await this.failed(entry, failure, attempt.progress);
    }
  }

  private async failed(entry: OutboxEntry, error: ApiError, progress: number): Promise<void> {
    const next = afterFailure(entry, error, progress, this.now(), this.deps.random);
    if (next) {
      await this.save(next);
      return;
    }
    // Tried again when a session of its owner starts; the failure is not the entry's.
    this.pausedForSession = true;
    this.changed();
    if (error.status !== 'SIGNED_OUT') this.deps.onSessionRefused?.(error);
  }

  /** Stores the new version, unless the entry was discarded meanwhile. */
  private async save(entry: OutboxEntry): Promise<OutboxEntry | undefined> {
    if (!this.entries.has(entry.id)) return undefined;
    this.entries.set(entry.id, entry);
    this.changed();
    await this.deps.store.put(entry);
    return entry;
  }

  private stop(attempt: Attempt): void {
    attempt.dropped = true;
    attempt.controller.abort();
  }

  private mine(): OutboxEntry[] {
    return [...this.entries.values()].filter((entry) => entry.owner === this.owner).sort((a, b) => a.seq - b.seq);
  }

  /**
   * Publishes the owner's entries. The view stays the same array while nothing in it changed: a screen that read it
   * during a render must not see a new one (React would draw the whole tree again, synchronously, at start).
   */
  private changed(): void {
    const view = this.mine().map((entry): EntryView => {
      const attempt = this.attempts.get(entry.id);
      return { ...entry, sending: attempt !== undefined, progress: attempt?.progress ?? 0 };
    });
    if (sameViews(view, this.view)) return;
    this.view = view;
    for (const listener of this.listeners) listener();
  }
}
