import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { JournaledFile } from './journal-file.ts';
import { fileStorage, memoryStorage, type JournalStorage } from './journal-storage.ts';
import { Tracker, track, unwrap } from './tracked.ts';
import type { DbState } from './types.ts';

export type Db = Low<DbState>;

export const DB_FILE = 'db.json';
export const JOURNAL_FILE = 'db.journal';

/**
 * A lowdb database whose `data` notes the collections each change touches, so `write()` stores only those (see
 * journal-file.ts). Handlers use it as any `Low<DbState>`: read and change `db.data`, replace it whole, call `write()`.
 */
export class TrackedLow extends Low<DbState> {
  readonly #tracker = new Tracker();
  #raw: DbState;
  #proxy: DbState;

  constructor(private readonly store: JournaledFile<DbState>, data: DbState) {
    super({ read: () => store.read(), write: async () => {} }, data);
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
}

/** What a start loads from `storage`: the stored state, with collections added since it was written filled from the seed. */
export async function loadState(storage: JournalStorage, seed: DbState): Promise<{ store: JournaledFile<DbState>; data: DbState; stored: boolean }> {
  const store = new JournaledFile<DbState>(storage);
  const stored = await store.read();
  if (!stored) return { store, data: copyOf(seed), stored: false };
  const raw = unwrap(seed) as unknown as Record<string, unknown>;
  const missing = Object.keys(raw).filter((key) => !(key in stored));
  const filled = Object.fromEntries(missing.map((key) => [key, structuredClone(raw[key])]));
  return { store, data: { ...filled, ...stored } as DbState, stored: true };
}

/**
 * Opens the state stored in `dir` (`db.json` and its journal `db.journal`). An existing state is kept (it survives
 * restarts); a missing one is written from `seed`. Collections added since the state was written are filled from the seed.
 */
export async function openDb(dir: string, seed: DbState): Promise<Db> {
  await mkdir(dir, { recursive: true });
  await removeStaleTempFiles(dir);
  const { store, data, stored } = await loadState(fileStorage(path.join(dir, DB_FILE), path.join(dir, JOURNAL_FILE)), seed);
  const db = new TrackedLow(store, data);
  if (!stored) await db.write();
  return db;
}

/**
 * A database for tests: the same tracking and journal as `openDb`, with the snapshot and journal kept as text in
 * memory. `restarted()` loads them as a start on the same folder would, so a test can compare it with `raw`.
 */
export class MemoryDb extends TrackedLow {
  readonly #storage: JournalStorage;
  readonly #seed: DbState;

  constructor(seed: DbState, storage = memoryStorage()) {
    super(new JournaledFile<DbState>(storage), copyOf(seed));
    this.#storage = storage;
    this.#seed = seed;
  }

  /** The state a restart would load from what has been written so far. */
  async restarted(): Promise<DbState> {
    return (await loadState(this.#storage, this.#seed)).data;
  }
}

export function memoryDb(seed: DbState): MemoryDb {
  return new MemoryDb(seed);
}

export function copyOf(state: DbState): DbState {
  return structuredClone(unwrap(state));
}

/** Temp files of writes cut short by a crash. */
async function removeStaleTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names.filter((name) => (name.startsWith(`${DB_FILE}.`) || name.startsWith(`${JOURNAL_FILE}.`)) && name.endsWith('.tmp'))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
