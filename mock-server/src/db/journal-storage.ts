import { open, readFile, type FileHandle } from 'node:fs/promises';
import { readJsonFile, writeFileAtomic } from './atomic-file.ts';

/**
 * Where a `JournaledFile` keeps its snapshot and journal text. The journal logic (what a line holds, when to take a
 * snapshot, which lines count) stays in journal-file.ts, so the memory storage of the tests loads through exactly the
 * code a restart runs.
 */
export interface JournalStorage {
  /** The snapshot's text and value, or null when there is none (refused with how to recover when it is not JSON). */
  readSnapshot<T>(): Promise<{ text: string; data: T } | null>;
  /** Replaces the snapshot atomically. */
  writeSnapshot(text: string): Promise<void>;
  /** The journal's text ('' when there is none). */
  readJournal(): Promise<string>;
  /** Replaces the journal with `header` (atomically) and opens it for appending. */
  startJournal(header: string): Promise<void>;
  /** Appends one line and makes it durable before resolving. */
  append(line: string): Promise<void>;
  closeJournal(): Promise<void>;
}

/** The snapshot and journal as two files (`db.json`, `db.journal`). */
export function fileStorage(file: string, journalFile: string): JournalStorage {
  let journal: FileHandle | null = null;
  return {
    readSnapshot: <T>() => readJsonFile<T>(file),
    writeSnapshot: (text) => writeFileAtomic(file, text),
    readJournal: () => readFile(journalFile, 'utf8').catch(() => ''),
    async startJournal(header) {
      await journal?.close();
      journal = null;
      await writeFileAtomic(journalFile, header);
      journal = await open(journalFile, 'a');
    },
    async append(line) {
      await journal!.appendFile(line, 'utf8');
      await journal!.datasync();
    },
    async closeJournal() {
      await journal?.close();
      journal = null;
    },
  };
}

/** The same two texts held in memory (tests): nothing touches the disk, yet a reload parses what a restart would. */
export function memoryStorage(): JournalStorage {
  let snapshot: string | null = null;
  // The snapshot parsed once (tests reload after every request): each read gets its own top level, which the journal's
  // entries replace, over collections nobody changes (a reload is only compared, never written to).
  let parsed: Record<string, unknown> | null = null;
  let journal = '';
  return {
    readSnapshot: async <T>() => {
      if (snapshot === null) return null;
      parsed ??= JSON.parse(snapshot) as Record<string, unknown>;
      return { text: snapshot, data: { ...parsed } as T };
    },
    writeSnapshot: async (text) => { snapshot = text; parsed = null; },
    readJournal: async () => journal,
    startJournal: async (header) => { journal = header; },
    append: async (line) => { journal += line; },
    closeJournal: async () => {},
  };
}
