import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

let tmpCounter = 0;

/** Writes `text` so that a crash at any moment leaves either the old or the new file: temp file, fsync, rename. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  await syncDir(path.dirname(file));
}

/** Makes the rename itself durable; best effort (some file systems refuse to open folders). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try { await handle.sync(); } finally { await handle.close(); }
  } catch { /* not supported here */ }
}

/**
 * lowdb adapter over one JSON file. Writes never overlap: while one is running, further calls wait and the newest
 * data is written next (intermediate states are skipped; the last state wins).
 */
export class AtomicJsonFile<T> implements Adapter<T> {
  #pending: { data: T } | null = null;
  #waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #running = false;

  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new Error(`The data file ${this.file} is not valid JSON; delete it to start from the seed`, { cause: error });
    }
  }

  write(data: T): Promise<void> {
    this.#pending = { data };
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    if (!this.#running) void this.#drain();
    return done;
  }

  async #drain(): Promise<void> {
    this.#running = true;
    while (this.#pending) {
      const { data } = this.#pending;
      const waiters = this.#waiters;
      this.#pending = null;
      this.#waiters = [];
      try {
        // Serialised when the write starts, so a burst of changes costs one write of the newest state.
        await writeFileAtomic(this.file, JSON.stringify(data));
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.#running = false;
  }
}
