import { shallowEqual } from 'react-redux';
import type { ApiError } from '../api/types.ts';
import type { EntryStore } from './entryStore.ts';
import { AWAITING, heldBack, idOf, withId } from './awaitedId.ts';
import { backoffDelay, outcomeOf } from './retryPolicy.ts';
import { countHolding } from './storedCheck.ts';
import type { EntryView, OutboxCall, OutboxDraft, OutboxEntry, OutboxFile } from './types.ts';

/**
 * What a retry may change: fields merged over the stored ones, files in place of them, and the entry's local facts
 * merged over its own (e.g. the new time a refused clock-in is taken again).
 */
export interface RetryChange {
  fields?: Record<string, string>;
  files?: OutboxFile[];
  local?: Record<string, string | number>;
}

export type SendResult = { data: unknown } | { error: ApiError };

/** Sends one call: `key` goes out as `Idempotency-Key` (state-changing calls), progress as a fraction 0..1. */
export type Transport = (
  call: OutboxCall,
  key: string | undefined,
  signal: AbortSignal,
  onProgress?: (fraction: number) => void,
) => Promise<SendResult>;

export interface OutboxDeps {
  store: EntryStore;
  transport: Transport;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  /** After an entry's last call succeeded and it left the store (e.g. refresh the cache). */
  onSent?: (entry: OutboxEntry) => void;
  /**
   * The server refused the session (401, 410) to an entry: the app ends it as for a screen's call, so the assessor
   * sees why and logs in again. The entry is kept for its owner's next session.
   */
  onSessionRefused?: (error: ApiError) => void;
}

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
      for (const entry of this.entries.values()) {
        if (entry.state === 'waiting' && entry.nextAt > 0) this.entries.set(entry.id, { ...entry, nextAt: 0 });
      }
      void this.pump();
    });
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
      if (head.nextAt <= this.now()) void this.run(head.id);
      else wakeAt = Math.min(wakeAt, head.nextAt);
    }
    if (wakeAt < Infinity) this.timer = setTimeout(() => void this.pump(), wakeAt - this.now());
  }

  private async run(id: string): Promise<void> {
    const attempt: Attempt = { controller: new AbortController(), progress: 0, dropped: false };
    this.attempts.set(id, attempt);
    this.changed();
    const signal = attempt.controller.signal;
    const progress = (fraction: number) => {
      attempt.progress = fraction;
      this.changed();
    };
    let entry = this.entries.get(id)!;
    let failure: ApiError | undefined;
    if (entry.awaits) {
      const { call, args, field } = entry.awaits;
      const answer = await this.deps.transport({ call, args }, undefined, signal);
      const known = 'data' in answer ? idOf(answer.data, field) : undefined;
      if (known) entry = (await this.save(withId(entry, entry.awaits, known))) ?? entry;
      else
        failure =
          'error' in answer
            ? answer.error
            : { status: AWAITING, message: 'The record it belongs to is not on the server yet' };
    }
    if (!failure && entry.uncertain && entry.done === 0 && entry.check) {
      const { call, args, has, atLeast = 1 } = entry.check;
      const answer = await this.deps.transport({ call, args }, undefined, signal);
      if ('data' in answer && countHolding(answer.data, has, atLeast) >= atLeast)
        entry = (await this.save({ ...entry, done: 1 })) ?? entry;
      else if ('error' in answer) failure = answer.error;
    }
    const calls: OutboxCall[] = [entry, ...(entry.then ?? [])];
    for (let step = entry.done; !failure && step < calls.length; step++) {
      const key = step === 0 ? entry.id : `${entry.id}-${step}`;
      const answer = await this.deps.transport(calls[step]!, key, signal, step === 0 ? progress : undefined);
      if ('error' in answer) failure = answer.error;
      else entry = (await this.save({ ...entry, done: step + 1, uncertain: false })) ?? entry;
    }
    this.attempts.delete(id);
    if (!this.entries.has(id) || attempt.dropped) {
      this.changed();
    } else if (!failure) {
      this.entries.delete(id);
      await this.deps.store.remove(id);
      // The follow-ups first (what the server took is remembered), then the screens hear that the entry left: a
      // screen drawn in between showed attendance taken here as never taken.
      this.deps.onSent?.(entry);
      this.changed();
    } else {
      await this.failed(entry, failure, attempt.progress);
    }
    void this.pump();
  }

  private async failed(entry: OutboxEntry, error: ApiError, progress: number): Promise<void> {
    const { status, message } = error;
    switch (outcomeOf(error)) {
      case 'cancelled':
        await this.save({ ...entry, state: 'failed', error: { status, message } });
        return;
      case 'refused':
        await this.save({ ...entry, state: 'failed', attempts: entry.attempts + 1, error: { status, message } });
        return;
      case 'signedOut':
        // Tried again when a session of its owner starts; the failure is not the entry's.
        this.pausedForSession = true;
        this.changed();
        if (status !== 'SIGNED_OUT') this.deps.onSessionRefused?.(error);
        return;
      case 'retry': {
        const attempts = entry.attempts + 1;
        // No answer after the whole request went out: the server may have stored it.
        const lost = (status === 'NETWORK' || status === 'INVALID_RESPONSE') && (progress >= 1 || !entry.files?.length);
        await this.save({
          ...entry,
          attempts,
          error: { status, message },
          nextAt: this.now() + backoffDelay(attempts, this.deps.random),
          uncertain: entry.uncertain || (entry.done === 0 && lost),
        });
      }
    }
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

function sameViews(a: EntryView[], b: EntryView[]): boolean {
  return a.length === b.length && a.every((entry, index) => shallowEqual(entry, b[index]));
}

/** A random UUID; `crypto.randomUUID` needs a secure context, which a phone on a LAN address is not. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
