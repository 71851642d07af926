import { Buffer } from 'node:buffer';
import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { readJsonFile, syncDir, writeFileAtomic } from './atomicFile.ts';
import { apply, merge, opOf, parseLine, type Header, type Op, type State } from './journalLines.ts';
import type { Changes } from './tracked.ts';

export type { Changes } from './tracked.ts';

/** Kept in a snapshot: its id, and the journal line it was cut at (so the lines after it still apply). */
interface SnapshotMeta {
  id: string;
  journal?: string;
  lines?: number;
}

const META = '$snapshot';
/** The journal outgrows the snapshot (at least this much) → a new snapshot is taken in the background. */
const MIN_JOURNAL_BYTES = 1 << 20;
/** Bytes of JSON a snapshot serialises between two turns of the event loop. */
const SLICE_BYTES = 128 * 1024;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The state on disk as a snapshot (`db.json`, the whole state) plus a journal (`db.journal`, one JSON line per write
 * holding the records that write changed: see `Op`). A write appends one line and syncs it before it resolves, so
 * its cost follows what changed, not the size of the state. To know what changed in a collection's structure, the
 * journal keeps, per collection, the array of records it last stored (`#stored`, references only) and compares.
 *
 * Snapshots: when the journal outgrows the snapshot, one is taken in the background while writes go on. It is cut
 * after a journal line: the stored arrays are copied then (references), and a record changed in place before the
 * snapshot has serialised it is kept as it was (`preserve`, called by the tracker). It is serialised in slices between
 * requests, written to a temp file, synced and renamed; it names the journal and the line it was cut at, so a restart
 * before the journal is compacted replays the lines after that one. Then the journal is replaced (temp file, rename)
 * by one whose header names the new snapshot, holding the lines written since the cut. A replaced state (reset,
 * import) is snapshotted the same way, but its write waits for it.
 *
 * Crash safety: files are replaced by rename; a journal whose header names neither the snapshot nor the journal the
 * snapshot was cut from is ignored; a last line cut short by a crash is ignored (no answer waited for it).
 */
export class JournaledFile<T extends object> {
  #journal: FileHandle | null = null;
  #journalId = '';
  /** Data lines in the current journal (its header aside). */
  #journalLines = 0;
  #journalBytes = 0;
  #snapshotBytes = 0;
  /** The arrays (and other values) as the journal has them: what a restart would load. */
  #stored = new Map<string, unknown>();
  /** While a snapshot is serialised: records changed in place since its cut, as they were at the cut. */
  #preserved: Map<object, unknown> | null = null;
  /** While a background snapshot runs: the lines appended since its cut, for the compacted journal. */
  #tail: string[] | null = null;
  #snapshotting: Promise<void> | null = null;
  #compaction: { id: string } | null = null;
  #pending: { data: T; changes: Changes } | null = null;
  #waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #running: Promise<void> | null = null;

  /**
   * `snapshotAfterBytes`: take a snapshot once the journal holds this many bytes (tests); by default once it
   * outgrows the snapshot, and at least 1 MB.
   */
  constructor(
    readonly file: string,
    readonly journalFile: string,
    readonly options: { snapshotAfterBytes?: number } = {},
  ) {}

  /** The stored state (snapshot plus journal), or null when there is no snapshot. */
  async read(): Promise<T | null> {
    const stored = await readJsonFile<State>(this.file);
    if (!stored) return null;
    const { text, data: state } = stored;
    const meta = (state[META] as SnapshotMeta | undefined) ?? { id: hashOf(text) };
    delete state[META];
    this.#snapshotBytes = text.length;
    const lines = (await readFile(this.journalFile, 'utf8').catch(() => '')).split('\n');
    const header = parseLine(lines[0]) as Header | null;
    let from = -1;
    if (header?.snapshot === meta.id) from = 1;
    else if (header?.journal !== undefined && header.journal === meta.journal) from = 1 + (meta.lines ?? 0);
    if (from > 0) {
      for (const line of lines.slice(from)) {
        const entry = parseLine(line) as { ops?: Op[]; set?: Record<string, unknown> } | null;
        if (!entry) break;
        if (entry.ops) for (const op of entry.ops) apply(state, op);
        // Journals written before per-record lines: whole collections.
        else if (entry.set) Object.assign(state, entry.set);
        else break;
      }
    }
    return state as T;
  }

  /**
   * Stores what `changes` names of `data` (the raw state); resolves once it is on disk. 'all' (the state replaced)
   * takes a snapshot. Writes never overlap; a burst is written once.
   */
  write(data: T, changes: Changes): Promise<void> {
    this.#pending = { data, changes: this.#pending ? merge(this.#pending.changes, changes) : changes };
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    this.#running ??= this.#drain();
    return done;
  }

  /** Called before a record is changed in place: while a snapshot is serialised it keeps the record as it was. */
  preserve(record: object): void {
    if (this.#preserved && !this.#preserved.has(record)) this.#preserved.set(record, structuredClone(record));
  }

  /** Resolves once no write, snapshot or compaction is under way. */
  async settled(): Promise<void> {
    while (this.#running || this.#snapshotting) {
      await this.#running;
      await this.#snapshotting;
    }
  }

  /** Waits for the work under way, then closes the journal. */
  async close(): Promise<void> {
    await this.settled();
    await this.#dropJournal();
  }

  async #drain(): Promise<void> {
    while (this.#pending || this.#compaction) {
      if (this.#compaction) {
        const { id } = this.#compaction;
        this.#compaction = null;
        try {
          await this.#compact(id);
        } catch (error) {
          // The snapshot and the old journal hold every write; without a journal open the next write snapshots anew.
          console.error('Journal compaction failed (nothing lost; the next write takes a snapshot):', error);
          await this.#dropJournal();
        }
        continue;
      }
      const { data, changes } = this.#pending!;
      const waiters = this.#waiters;
      this.#pending = null;
      this.#waiters = [];
      try {
        if (changes === 'all' || !this.#journal) {
          // Whatever runs in the background is of the replaced state: let it end first.
          await this.#snapshotting;
          await this.#snapshotNow(data);
        } else {
          await this.#append(data, changes);
          const limit = this.options.snapshotAfterBytes ?? Math.max(this.#snapshotBytes, MIN_JOURNAL_BYTES);
          if (!this.#snapshotting && !this.#compaction && this.#journalBytes > limit) this.#startBackgroundSnapshot();
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // What is on disk may now differ from `#stored`: the next write starts over with a snapshot.
        await this.#dropJournal();
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.#running = null;
  }

  /** The state replaced (or the first write): every collection stored anew, a snapshot, an empty journal. */
  async #snapshotNow(data: T): Promise<void> {
    // A background snapshot's journal compaction would now name the wrong snapshot.
    this.#compaction = null;
    this.#tail = null;
    this.#stored = new Map();
    for (const [key, value] of Object.entries(data))
      this.#stored.set(key, Array.isArray(value) ? value.slice() : structuredClone(value));
    const id = randomUUID();
    await this.#writeSnapshot(this.#cut(), { id });
    await this.#dropJournal();
    await this.#startJournal(id, []);
  }

  async #dropJournal(): Promise<void> {
    const journal = this.#journal;
    this.#journal = null;
    await journal?.close().catch(() => undefined);
  }

  #startBackgroundSnapshot(): void {
    const id = randomUUID();
    const meta: SnapshotMeta = { id, journal: this.#journalId, lines: this.#journalLines };
    const cut = this.#cut();
    this.#tail = [];
    this.#snapshotting = this.#writeSnapshot(cut, meta)
      .then(
        () => {
          this.#compaction = { id };
          this.#running ??= this.#drain();
        },
        (error: unknown) => {
          // The journal still holds every write; the next one over the limit tries again.
          this.#tail = null;
          console.error('Background snapshot failed (nothing lost):', error);
        },
      )
      .finally(() => {
        this.#snapshotting = null;
      });
  }

  /** The stored collections now (arrays copied: they change in place later), and records from now on preserved. */
  #cut(): Map<string, unknown> {
    this.#preserved = new Map();
    return new Map(
      [...this.#stored].map(([key, value]) => [key, Array.isArray(value) ? value.slice() : structuredClone(value)]),
    );
  }

  /** Serialises `cut` in slices into a temp file, syncs it and renames it over the snapshot. */
  async #writeSnapshot(cut: Map<string, unknown>, meta: SnapshotMeta): Promise<void> {
    const tmp = `${this.file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
    const handle = await open(tmp, 'w');
    let bytes = 0;
    try {
      let chunk = `{${JSON.stringify(META)}:${JSON.stringify(meta)}`;
      const flush = async () => {
        bytes += Buffer.byteLength(chunk);
        await handle.write(chunk);
        chunk = '';
        await setImmediate();
      };
      for (const [key, value] of cut) {
        if (value === undefined) continue;
        chunk += `,${JSON.stringify(key)}:`;
        if (!Array.isArray(value)) {
          chunk += JSON.stringify(value);
          continue;
        }
        chunk += '[';
        for (let i = 0; i < value.length; i++) {
          const record: unknown = value[i];
          const kept =
            typeof record === 'object' && record !== null && this.#preserved?.has(record)
              ? this.#preserved.get(record)
              : record;
          chunk += (i > 0 ? ',' : '') + (JSON.stringify(kept) ?? 'null');
          if (chunk.length >= SLICE_BYTES) await flush();
        }
        chunk += ']';
      }
      chunk += '}';
      await flush();
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(tmp, { force: true });
      this.#preserved = null;
      throw error;
    }
    await handle.close();
    this.#preserved = null;
    await rename(tmp, this.file);
    await syncDir(path.dirname(this.file));
    this.#snapshotBytes = bytes;
  }

  /** A new journal (temp file, rename) continuing snapshot `snapshot`, holding `lines`; appends go to it from now on. */
  async #startJournal(snapshot: string, lines: string[]): Promise<void> {
    const journal = randomUUID();
    const text = `${JSON.stringify({ snapshot, journal } satisfies Header)}\n${lines.join('')}`;
    await writeFileAtomic(this.journalFile, text);
    this.#journal = await open(this.journalFile, 'a');
    this.#journalId = journal;
    this.#journalLines = lines.length;
    this.#journalBytes = Buffer.byteLength(text);
  }

  /** After a background snapshot: the journal replaced by one that continues it, with the lines written since its cut. */
  async #compact(snapshot: string): Promise<void> {
    const lines = this.#tail ?? [];
    this.#tail = null;
    await this.#dropJournal();
    await this.#startJournal(snapshot, lines);
  }

  async #append(data: T, changes: Exclude<Changes, 'all'>): Promise<void> {
    const ops: Op[] = [];
    for (const [key, change] of changes) {
      const op = opOf(this.#stored, key, (data as State)[key], change);
      if (op) ops.push(op);
    }
    if (ops.length === 0) return;
    const line = `${JSON.stringify({ ops })}\n`;
    await this.#journal!.appendFile(line, 'utf8');
    await this.#journal!.datasync();
    this.#journalBytes += Buffer.byteLength(line);
    this.#journalLines++;
    this.#tail?.push(line);
  }
}
