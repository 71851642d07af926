import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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
export async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    /* not supported here */
  }
}

/** A JSON file's text and value, or null when there is no file; a file that is not JSON is refused with how to recover. */
export async function readJsonFile<T>(file: string): Promise<{ text: string; data: T } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return { text, data: JSON.parse(text) as T };
  } catch (error) {
    throw new Error(`The data file ${file} is not valid JSON; delete it to start from the seed`, { cause: error });
  }
}
