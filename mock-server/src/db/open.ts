import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { AtomicJsonFile } from './atomic-file.ts';
import type { DbState } from './types.ts';

export type Db = Low<DbState>;

export const DB_FILE = 'db.json';

/**
 * Opens `<dir>/db.json`. An existing file is kept (state survives restarts); a missing one is written from `seed`.
 * Collections added since the file was written are filled from the seed.
 */
export async function openDb(dir: string, seed: DbState): Promise<Db> {
  await mkdir(dir, { recursive: true });
  await removeStaleTempFiles(dir);
  const adapter = new AtomicJsonFile<DbState>(path.join(dir, DB_FILE));
  const stored = await adapter.read();
  const db = new Low<DbState>(adapter, stored ? { ...copyOf(seed), ...stored } : copyOf(seed));
  if (!stored) await db.write();
  return db;
}

/** A database that lives only in memory, for tests. */
export function memoryDb(seed: DbState): Db {
  return new Low<DbState>(new Memory<DbState>(), copyOf(seed));
}

export function copyOf(state: DbState): DbState {
  return structuredClone(state);
}

/** Temp files of writes cut short by a crash. */
async function removeStaleTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names.filter((name) => name.startsWith(`${DB_FILE}.`) && name.endsWith('.tmp'))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
