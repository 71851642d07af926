import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describeTypes, extensionOf, isAcceptedFile, mimeOfExtension, type FileKind } from '@assessor/contract';
import { ApiError } from '../plugins/errors.ts';
import { MAGIC_LENGTH, matchesSignature } from './magic-bytes.ts';

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
  // eslint-disable-next-line no-control-regex
  const clean = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-120);
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

/**
 * The one place the mock touches files: uploads stream to `<dir>/<generated key>` (never buffered whole, never under
 * a name from the request), with the type allow-list and the size limit; stored files are read back by key.
 */
export class FileStore {
  constructor(readonly dir: string, readonly maxBytes: number) {}

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

  /** Streams one part to disk. Refused type → 400, over the limit → 413; a partly written file is removed. */
  async save(part: IncomingFile, kinds: readonly FileKind[]): Promise<StoredFile> {
    if (!isAcceptedFile(part.filename, part.mimetype, kinds)) {
      part.file.resume();
      throw new ApiError(400, `File type not allowed: only ${describeTypes(kinds)} files are accepted`, {
        fileName: displayName(part.filename, ''), mimeType: part.mimetype,
      });
    }
    const extension = extensionOf(part.filename).replace(/^jpeg$/, 'jpg');
    const mimeType = mimeOfExtension[extension]!;
    const key = `${randomUUID()}.${extension}`;
    // Written under a temporary name and renamed when whole: a crash mid-upload leaves a `.part` file, never a file
    // that looks stored; `sweep` removes both kinds of leftovers at the next start.
    const partial = path.join(this.dir, `${key}${PARTIAL}`);
    await mkdir(this.dir, { recursive: true });
    const counter = inspector(mimeType);
    try {
      await pipeline(part.file, counter, createWriteStream(partial, { flags: 'wx' }));
      if (part.file.truncated) throw new ApiError(413, `File too large: the limit is ${this.limitText} per file`);
      await rename(partial, path.join(this.dir, key));
    } catch (error) {
      part.file.resume();
      await rm(partial, { force: true });
      throw error;
    }
    return { key, fileName: displayName(part.filename, extension), mimeType, size: counter.bytes, url: `/uploads/${key}` };
  }

  async remove(key: string): Promise<void> {
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

  /**
   * Removes what no record names: stored files whose record was never written (a crash between the file and the
   * database write) and partial uploads. Run at start, before any upload; answers what it removed.
   */
  async sweep(referenced: ReadonlySet<string>): Promise<{ unreferenced: number; partial: number }> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const partial = names.filter((name) => name.endsWith(PARTIAL) && this.isKey(name.slice(0, -PARTIAL.length)));
    const unreferenced = names.filter((name) => this.isKey(name) && !referenced.has(name));
    await Promise.all([...partial, ...unreferenced].map((name) => rm(path.join(this.dir, name), { force: true })));
    return { unreferenced: unreferenced.length, partial: partial.length };
  }

  /** Removes every stored file (trainer reset). */
  async clear(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => this.isKey(name)).map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}
