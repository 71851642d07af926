import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { JournaledFile } from './journalFile.ts';
import { Tracker, track, unwrap } from './tracked.ts';
import type { DbState } from './types.ts';

export type Db = Low<DbState>;

export const DB_FILE = 'db.json';
export const JOURNAL_FILE = 'db.journal';

/**
 * A lowdb database whose `data` notes the records each change touches, so `write()` stores only those (see
 * journalFile.ts). Handlers use it as any `Low<DbState>`: read and change `db.data`, replace it whole, call `write()`.
 */
export class TrackedLow extends Low<DbState> {
  readonly #tracker = new Tracker();
  #raw: DbState;
  #proxy: DbState;

  constructor(
    private readonly store: JournaledFile<DbState>,
    data: DbState,
  ) {
    super({ read: () => store.read(), write: async () => {} }, data);
    this.#tracker.beforeRecordChange = (record) => store.preserve(record);
    this.#raw = unwrap(data);
    this.#proxy = track(this.#raw, this.#tracker);
    this.#tracker.markAll();
    Object.defineProperty(this, 'data', {
      configurable: true,
      enumerable: true,
      get: () => this.#proxy,
      set: (value: DbState) => {
        this.#raw = unwrap(value);
        this.#proxy = track(this.#raw, this.#tracker);
        this.#tracker.markAll();
      },
    });
  }

  override async read(): Promise<void> {
    const stored = await this.store.read();
    if (stored) this.data = stored;
  }

  settled(): Promise<void> {
    return this.store.settled();
  }

  override async write(): Promise<void> {
    await this.store.write(this.#raw, this.#tracker.take());
  }

  /** Whether changes wait for a `write()` (a test's own set-up, for the restart guard). */
  get unwritten(): boolean {
    return this.#tracker.pending;
  }

  /** The state itself, without the tracking proxy (for comparing; never change it). */
  get raw(): DbState {
    return this.#raw;
  }

  /** Waits for the work under way, then closes the journal. */
  close(): Promise<void> {
    return this.store.close();
  }
}

const storeIn = (dir: string, options: { snapshotAfterBytes?: number } = {}) =>
  new JournaledFile<DbState>(path.join(dir, DB_FILE), path.join(dir, JOURNAL_FILE), options);

/**
 * What a start loads from `dir` (snapshot plus journal; collections added since they were written filled from the
 * seed), or null when nothing is stored there. Only reads: nothing is written, compacted or snapshotted.
 */
export async function loadState(
  dir: string,
  seed: DbState,
  options: { snapshotAfterBytes?: number } = {},
): Promise<{ store: JournaledFile<DbState>; data: DbState | null }> {
  const store = storeIn(dir, options);
  const stored = await store.read();
  if (!stored) return { store, data: null };
  const raw = unwrap(seed) as unknown as Record<string, unknown>;
  const missing = Object.keys(raw).filter((key) => !(key in stored));
  const filled = Object.fromEntries(missing.map((key) => [key, structuredClone(raw[key])]));
  return { store, data: { ...filled, ...stored } as DbState };
}

/**
 * Opens the state stored in `dir` (`db.json` and its journal `db.journal`). An existing state is kept (it survives
 * restarts); a missing one is written from `seed`. Collections added since the state was written are filled from the seed.
 */
export async function openDb(dir: string, seed: DbState, options: { snapshotAfterBytes?: number } = {}): Promise<Db> {
  await mkdir(dir, { recursive: true });
  await removeStaleTempFiles(dir);
  const { store, data } = await loadState(dir, seed, options);
  const db = new TrackedLow(store, data ?? copyOf(seed));
  // A new snapshot and journal at every start (also compacts what the last run journaled).
  await db.write();
  return db;
}

/** Waits until a database of `openDb` has no write or background snapshot under way (tests; before exiting). */
export async function settleDb(db: Db): Promise<void> {
  if (db instanceof TrackedLow) await db.settled();
}

/** A database that lives only in memory, without tracking or journal (tests of plugins that never restart). */
export function memoryDb(seed: DbState): Db {
  return new Low<DbState>(new Memory<DbState>(), copyOf(seed));
}

/**
 * The test apps' database: `openDb` on a fresh temp folder (in /dev/shm when there is one, so the syncs cost little),
 * the same tracking, journal and snapshots as the mock's. `restarted()` loads that folder as a start would; `remove()`
 * closes it and deletes the folder.
 */
export class TestDb extends TrackedLow {
  constructor(
    store: JournaledFile<DbState>,
    data: DbState,
    readonly dir: string,
    private readonly seed: DbState,
  ) {
    super(store, data);
  }

  /**
   * The state a restart would load now. The work under way ends first: a write resolves only once its line is
   * synced, and a background snapshot's files are replaced one after the other, which a load in between would mix.
   */
  async restarted(): Promise<DbState> {
    await this.settled();
    const { data } = await loadState(this.dir, this.seed);
    if (!data) throw new Error(`Nothing stored in ${this.dir}`);
    return data;
  }

  async remove(): Promise<void> {
    await this.close();
    await rm(this.dir, { recursive: true, force: true });
  }
}

export async function testDb(seed: DbState, options: { snapshotAfterBytes?: number } = {}): Promise<TestDb> {
  const dir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'mock-test-db-'));
  const store = storeIn(dir, options);
  const db = new TestDb(store, copyOf(seed), dir, seed);
  await db.write();
  return db;
}

export function copyOf(state: DbState): DbState {
  return structuredClone(unwrap(state));
}

/** Temp files of writes cut short by a crash. */
async function removeStaleTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names
      .filter(
        (name) => (name.startsWith(`${DB_FILE}.`) || name.startsWith(`${JOURNAL_FILE}.`)) && name.endsWith('.tmp'),
      )
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
