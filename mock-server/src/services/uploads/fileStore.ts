import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describeTypes, extensionOf, isAcceptedFile, mimeOfExtension, type FileKind } from '@assessor/contract';
import { append, lookup, lookupOne, removeFrom } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';
import type { DbState, StoredFileEntry } from '../../db/types.ts';
import { MAGIC_LENGTH, matchesSignature } from './magicBytes.ts';
import { deriveRegistry, isNamed } from './storedFiles.ts';

/** A file part as @fastify/multipart hands it over: a stream, flagged `truncated` when it hit the size limit. */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

export interface StoredFile {
  /** Generated: a UUID and the canonical extension of the accepted type. Never taken from the request. */
  key: string;
  /** The sender's name, cleaned for display only. */
  fileName: string;
  mimeType: string;
  size: number;
  /** Where the mock serves it. */
  url: string;
}

const PARTIAL = '.part';
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|mp4|pdf|docx?|xlsx?)$/;

/** The sender's file name as shown to people: last path segment, no control characters, at most 120 characters. */
export function displayName(name: string, extension: string): string {
  const clean = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-120);
  return clean || `file.${extension}`;
}

/** Counts the bytes going through and checks the file's first bytes against its declared type. */
function inspector(mime: string) {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    return matchesSignature(mime, head) ? null : new ApiError(400, `The file content is not a valid ${mime} file`);
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_LENGTH - head.length)]);
        if (head.length >= MAGIC_LENGTH) return done(check(), chunk);
      }
      done(null, chunk);
    },
    flush(done) {
      if (counter.bytes === 0) return done(new ApiError(400, 'The file is empty'));
      done(checked ? null : check());
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** What the start's sweep did: files removed, registry entries dropped, and whether the registry changed. */
export interface SweepResult {
  unreferenced: number;
  partial: number;
  /** Entries whose record is gone or no longer names the file, or whose file is gone. */
  dropped: number;
  /** The registry was derived from the records (a state written before it existed). */
  migrated: boolean;
}

/**
 * The one place the mock touches files: uploads stream to `<dir>/<generated key>` (never buffered whole, never under
 * a name from the request), with the type allow-list and the size limit; stored files are read back by key.
 *
 * It also keeps the registry of stored files (`state().storedFiles`): `save` enters each file with its owner, the
 * handler's `claim` names the record that refers to it, `remove`/`release` take it out. The entry lives in the state,
 * so it is written in the same write as its record (before the answer goes out), and the start's `sweep` knows every
 * file any capability stored.
 */
export class FileStore {
  /** The folder made once (not per file); forgotten when a write finds it gone, so the next one makes it. */
  #folder: Promise<unknown> | null = null;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly state: () => DbState,
  ) {}

  /** The registry (empty when the state has none yet). */
  get entries(): readonly StoredFileEntry[] {
    return this.state().storedFiles ?? [];
  }

  /** Replaces the registry: a new array, so the state's change tracking writes it. */
  private setEntries(entries: StoredFileEntry[]): void {
    this.state().storedFiles = entries;
  }

  /**
   * Entries are added, changed and removed one by one through the state's tracking and found through its index by
   * key: a file costs the same with 10 or 10,000 in the registry (copying the whole registry per file was
   * most of an upload's time).
   */
  entryOf(key: string): StoredFileEntry | undefined {
    return lookupOne(this.entries, 'key', key);
  }

  get limitText(): string {
    return `${+(this.maxBytes / 1024 / 1024).toFixed(2)} MB`;
  }

  isKey(key: string): boolean {
    return KEY.test(key);
  }

  pathOf(key: string): string {
    if (!this.isKey(key)) throw new ApiError(404, 'File not found');
    return path.join(this.dir, key);
  }

  mimeOf(key: string): string {
    return mimeOfExtension[extensionOf(key)] ?? 'application/octet-stream';
  }

  /**
   * Streams one part to disk and enters it in the registry as `owner`'s, not yet named by a record. Refused type →
   * 400, over the limit → 413; a partly written file is removed.
   */
  async save(part: IncomingFile, kinds: readonly FileKind[], owner: string): Promise<StoredFile> {
    if (!isAcceptedFile(part.filename, part.mimetype, kinds)) {
      part.file.resume();
      throw new ApiError(400, `File type not allowed: only ${describeTypes(kinds)} files are accepted`, {
        fileName: displayName(part.filename, ''),
        mimeType: part.mimetype,
      });
    }
    const extension = extensionOf(part.filename).replace(/^jpeg$/, 'jpg');
    const mimeType = mimeOfExtension[extension]!;
    const key = `${randomUUID()}.${extension}`;
    // Written under a temporary name and renamed when whole: a crash mid-upload leaves a `.part` file, never a file
    // that looks stored; `sweep` removes both kinds of leftovers at the next start.
    const partial = path.join(this.dir, `${key}${PARTIAL}`);
    await (this.#folder ??= mkdir(this.dir, { recursive: true }).catch((error: unknown) => {
      this.#folder = null;
      throw error;
    }));
    const counter = inspector(mimeType);
    const out = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(part.file, counter, out);
      if (part.file.truncated) throw new ApiError(413, `File too large: the limit is ${this.limitText} per file`);
      await rename(partial, path.join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.#folder = null;
      part.file.resume();
      // The stream opens its file asynchronously: removed before it is closed, an aborted upload could create it
      // after the removal (an empty `.part` left behind). Wait for the close, then remove.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    const entry: StoredFileEntry = { key, owner, kind: null, record: null };
    const registry = this.state().storedFiles;
    if (registry) append(registry, entry);
    else this.setEntries([entry]);
    return {
      key,
      fileName: displayName(part.filename, extension),
      mimeType,
      size: counter.bytes,
      url: `/uploads/${key}`,
    };
  }

  /** Names the record that refers to these stored files (written with it). Call it where the record is made. */
  claim(keys: readonly string[], kind: string, record: { collection: string; _id: string }): void {
    for (const key of new Set(keys)) {
      for (const entry of lookup(this.entries, 'key', key)) {
        entry.kind = kind;
        entry.record = { ...record };
      }
    }
  }

  /** Takes the key out of the registry now and answers the deletion of its file, to run once the state is written. */
  release(key: string): () => Promise<void> {
    this.forget([key]);
    return () => this.deleteFile(key);
  }

  /** Removes a stored file and its registry entry at once (an upload refused before any write). */
  async remove(key: string): Promise<void> {
    this.forget([key]);
    await this.deleteFile(key);
  }

  private forget(keys: readonly string[]): void {
    const registry = this.state().storedFiles;
    if (!registry) return;
    for (const key of new Set(keys)) for (const entry of lookup(registry, 'key', key)) removeFrom(registry, entry);
  }

  private async deleteFile(key: string): Promise<void> {
    if (this.isKey(key)) await rm(path.join(this.dir, key), { force: true });
  }

  /** Size of a stored file, or null when there is none. */
  async sizeOf(key: string): Promise<number | null> {
    if (!this.isKey(key)) return null;
    const info = await stat(path.join(this.dir, key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  /** A read stream of the whole file or of the bytes start..end (both included). */
  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  /** The keys of the stored files in the folder. */
  async storedKeys(): Promise<Set<string>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return new Set(names.filter((name) => this.isKey(name)));
  }

  /**
   * The registry a state of records would have here: its entries for the records that name a file this store holds.
   * For a replaced state (an import): the imported registry is not trusted, the files may not be here.
   */
  async registryFor(state: DbState): Promise<StoredFileEntry[]> {
    const here = await this.storedKeys();
    return deriveRegistry(state, (key) => here.has(key));
  }

  /**
   * Run at start, before any upload. A state written before the registry existed gets one derived from its records.
   * Then the registry keeps only entries whose record still names the file and whose file is here, and the folder
   * keeps only the files of those entries: files whose record was never written (a crash between the file and the
   * state write, or a request cut short) and partial uploads (`.part`, empty ones too) are removed. The caller writes
   * the state when `dropped` or `migrated`.
   */
  async sweep(): Promise<SweepResult> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const here = new Set(names.filter((name) => this.isKey(name)));
    const migrated = this.state().storedFiles === undefined;
    if (migrated) this.setEntries(deriveRegistry(this.state(), (key) => here.has(key)));
    const state = this.state();
    const kept = this.entries.filter((entry) => here.has(entry.key) && isNamed(state, entry));
    const dropped = this.entries.length - kept.length;
    if (dropped > 0) this.setEntries(kept);
    const named = new Set(kept.map((entry) => entry.key));
    const partial = names.filter((name) => name.endsWith(PARTIAL) && this.isKey(name.slice(0, -PARTIAL.length)));
    const unreferenced = [...here].filter((name) => !named.has(name));
    await Promise.all([...partial, ...unreferenced].map((name) => rm(path.join(this.dir, name), { force: true })));
    return { unreferenced: unreferenced.length, partial: partial.length, dropped, migrated };
  }

  /** Removes every stored file (trainer reset; the state it goes with has an empty registry). */
  async clear(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((name) => this.isKey(name)).map((name) => rm(path.join(this.dir, name), { force: true })),
    );
  }
}
