import { createHash } from 'node:crypto';
import type { JournalStorage } from './journal-storage.ts';

/** What changed since the last write: some collections, or the whole state. */
export type Changes = ReadonlySet<string> | 'all';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The state on disk as a snapshot (`db.json`, the whole state, written atomically) plus a journal (`db.journal`,
 * one JSON line per write holding the collections that write changed). A write appends one line and syncs it, so
 * its cost follows what changed, not the size of the state; when the journal outgrows the snapshot (or the whole
 * state changed) the next write takes a new snapshot and starts a new journal.
 *
 * Crash safety: the snapshot is replaced by rename; the journal's first line names the snapshot it continues (its
 * SHA-256), so a journal left beside a newer snapshot is ignored; a line cut short by a crash is ignored (its write
 * never completed, so no answer depended on it). Writes never overlap and a burst is written once, newest last.
 */
export class JournaledFile<T extends object> {
  #journalOpen = false;
  #journalBytes = 0;
  #snapshotBytes = 0;
  /** The snapshot the current journal continues. */
  #snapshotHash = '';
  #pending: { data: T; changes: Set<string> | 'all' } | null = null;
  #waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #running = false;

  /** `storage`: the two files on disk (`fileStorage`), or their text in memory for tests (`memoryStorage`). */
  constructor(readonly storage: JournalStorage) {}

  /** The stored state (snapshot plus journal), or null when there is no snapshot. */
  async read(): Promise<T | null> {
    const stored = await this.storage.readSnapshot<T>();
    if (!stored) return null;
    const { text, data: state } = stored;
    this.#snapshotBytes = text.length;
    this.#snapshotHash = hashOf(text);
    const lines = (await this.storage.readJournal()).split('\n');
    const header = parseLine(lines[0]);
    if (!header || header.snapshot !== this.#snapshotHash) return state;
    for (const line of lines.slice(1)) {
      const entry = parseLine(line);
      if (!entry?.set) break;
      Object.assign(state, entry.set);
    }
    return state;
  }

  write(data: T, changes: Changes): Promise<void> {
    const merged = this.#pending ? union(this.#pending.changes, changes) : (changes === 'all' ? 'all' : new Set(changes));
    this.#pending = { data, changes: merged };
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    if (!this.#running) void this.#drain();
    return done;
  }

  async close(): Promise<void> {
    await this.storage.closeJournal();
    this.#journalOpen = false;
  }

  async #drain(): Promise<void> {
    this.#running = true;
    while (this.#pending) {
      const { data, changes } = this.#pending;
      const waiters = this.#waiters;
      this.#pending = null;
      this.#waiters = [];
      try {
        if (changes === 'all' || !this.#journalOpen || this.#journalBytes > Math.max(this.#snapshotBytes, 1 << 20)) await this.#snapshot(data);
        else if (changes.size > 0) await this.#append(data, changes);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.#running = false;
  }

  async #snapshot(data: T): Promise<void> {
    const text = JSON.stringify(data);
    const hash = hashOf(text);
    // The same content as the snapshot on disk: the journal is emptied and the file kept. (Renaming an identical
    // snapshot first would leave the old journal valid for it if a crash came before the journal was replaced.)
    if (hash !== this.#snapshotHash) await this.storage.writeSnapshot(text);
    const header = `${JSON.stringify({ snapshot: hash })}\n`;
    await this.storage.startJournal(header);
    this.#journalOpen = true;
    this.#journalBytes = header.length;
    this.#snapshotBytes = text.length;
    this.#snapshotHash = hash;
  }

  async #append(data: T, changes: ReadonlySet<string>): Promise<void> {
    const set = Object.fromEntries([...changes].map((key) => [key, (data as Record<string, unknown>)[key]]));
    const line = `${JSON.stringify({ set })}\n`;
    await this.storage.append(line);
    this.#journalBytes += line.length;
  }
}

function parseLine(line: string | undefined): { snapshot?: string; set?: Record<string, unknown> } | null {
  if (!line) return null;
  try {
    return JSON.parse(line) as { snapshot?: string; set?: Record<string, unknown> };
  } catch {
    return null;
  }
}

function union(a: Set<string> | 'all', b: Changes): Set<string> | 'all' {
  if (a === 'all' || b === 'all') return 'all';
  return new Set([...a, ...b]);
}
