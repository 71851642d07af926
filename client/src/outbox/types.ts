import type { TagType } from '../api/baseApi.ts';
import type { ApiError } from '../api/types.ts';

/** The JSON parts of a contract call's arguments (what `buildRequest` takes). */
export interface CallArgs {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** A file of a multipart call, kept as a Blob (IndexedDB stores it as it is). */
export interface OutboxFile {
  field: string;
  name: string;
  blob: Blob;
}

/** One contract call. `fields`/`files` make it multipart (text fields first, as the API reads them). */
export interface OutboxCall {
  /** The contract call's name, e.g. `uploadTheoryFile`. */
  call: string;
  args?: CallArgs;
  fields?: Record<string, string>;
  files?: OutboxFile[];
}

/**
 * Before resending after a lost answer: ask `call` and look for an item with all of `has` in its answer, or, with
 * `atLeast`, for at least that many such items (a count for answers whose items carry nothing of the upload's own).
 */
export interface StoredCheck {
  call: string;
  args?: CallArgs;
  has: Record<string, string | boolean>;
  atLeast?: number;
}

/**
 * An id the entry needs that does not exist yet: evidence for a day whose record a queued clock-in makes. Before the
 * first attempt the outbox asks `call` and puts `field` of its answer wherever `placeholder` stands in the entry.
 */
export interface AwaitedId {
  placeholder: string;
  call: string;
  args?: CallArgs;
  field: string;
  /** Entries whose scope starts with this (the queued clock-in) are sent first. */
  after?: string;
}

/** What a capture screen hands the outbox. */
export interface OutboxDraft extends OutboxCall {
  /** Entries with the same key are sent one at a time, in the order they were added (e.g. `batch:<id>`). */
  batchKey: string;
  /** Which screen part the entry belongs to (e.g. `evidence/<dayId>/<field>`), so the screen can show its own. */
  scope: string;
  /** What the list shows (the file's name, "Marks of …"). */
  label: string;
  /** Calls sent after the main one succeeded, e.g. the tab status after an evidence upload. */
  then?: OutboxCall[];
  /** Cache tags refreshed after success. */
  invalidates?: { type: TagType; id?: string }[];
  /** How to tell the real API (no Idempotency-Key there) already stored it. */
  check?: StoredCheck;
  /** An id asked for before the first attempt, in place of a placeholder (cleared once known). */
  awaits?: AwaitedId;
  /**
   * The typed draft this entry saves (never sent): once the server took the entry, each of these values still in the
   * draft is dropped from it, whichever screen is open.
   */
  draft?: { id: string; values: Record<string, string> };
  /**
   * What the phone keeps about the capture beside the call and never sends (e.g. when a clock-in was taken): the
   * real API's validation may refuse unknown fields.
   */
  local?: Record<string, string | number>;
}

export type EntryState = 'waiting' | 'failed';

export interface OutboxEntry extends OutboxDraft {
  /** Made by the client; also the `Idempotency-Key` of every attempt. */
  id: string;
  /** Creation order. */
  seq: number;
  /** The assessor whose session made it: only their session sends or shows it. */
  owner: string;
  createdAt: number;
  state: EntryState;
  attempts: number;
  /** Not before this time (ms), for backoff. */
  nextAt: number;
  /** How many of the calls (main, then `then`) succeeded. */
  done: number;
  /** The last failure: the server's refusal for `failed`, the last retryable error for `waiting`. */
  error?: Pick<ApiError, 'status' | 'message'>;
  /** An attempt may have reached the server without its answer reaching us. */
  uncertain?: boolean;
  /**
   * The main call of an entry with a `check` went out and its attempt has not ended: found so at the next attempt, the
   * sender stopped mid-call (a page closed, the worker ended), so the server may hold it and the check goes first.
   */
  sending?: boolean;
}

/** What the screens see: the stored entry plus the live part of an attempt. */
export interface EntryView extends OutboxEntry {
  sending: boolean;
  progress: number;
}

/**
 * What a retry may change: fields merged over the stored ones, files in place of them, and the entry's local facts
 * merged over its own (e.g. the new time a refused clock-in is taken again).
 */
export interface RetryChange {
  fields?: Record<string, string>;
  files?: OutboxFile[];
  local?: Record<string, string | number>;
}

/** What a pass of `drain` left: entries still waiting (to be tried again later), or the session refused. */
export interface DrainResult {
  waiting: number;
  signedOut: boolean;
}
