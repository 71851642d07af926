import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { JournaledFile } from './journal-file.ts';
import { Tracker, track, unwrap } from './tracked.ts';
import type { DbState } from './types.ts';

export type Db = Low<DbState>;

export const DB_FILE = 'db.json';
export const JOURNAL_FILE = 'db.journal';

/**
 * A lowdb database whose `data` notes the records each change touches, so `write()` stores only those (see
 * journal-file.ts). Handlers use it as any `Low<DbState>`: read and change `db.data`, replace it whole, call `write()`.
 */
class TrackedLow extends Low<DbState> {
  readonly #tracker = new Tracker();
  #raw: DbState;
  #proxy: DbState;

  constructor(private readonly store: JournaledFile<DbState>, data: DbState) {
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
}

/**
 * Opens the state stored in `dir` (`db.json` and its journal `db.journal`). An existing state is kept (it survives
 * restarts); a missing one is written from `seed`. Collections added since the state was written are filled from the seed.
 */
export async function openDb(dir: string, seed: DbState, options: { snapshotAfterBytes?: number } = {}): Promise<Db> {
  await mkdir(dir, { recursive: true });
  await removeStaleTempFiles(dir);
  const store = new JournaledFile<DbState>(path.join(dir, DB_FILE), path.join(dir, JOURNAL_FILE), options);
  const stored = await store.read();
  const db = new TrackedLow(store, stored ? { ...copyOf(seed), ...stored } : copyOf(seed));
  // A new snapshot and journal at every start (also compacts what the last run journaled).
  await db.write();
  return db;
}

/** Waits until a database of `openDb` has no write or background snapshot under way (tests; before exiting). */
export async function settleDb(db: Db): Promise<void> {
  if (db instanceof TrackedLow) await db.settled();
}

/** A database that lives only in memory, for tests. */
export function memoryDb(seed: DbState): Db {
  return new Low<DbState>(new Memory<DbState>(), copyOf(seed));
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
