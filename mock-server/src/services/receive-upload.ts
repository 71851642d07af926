import type { FileKind } from '@assessor/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/errors.ts';
import type { FileStore, StoredFile } from './file-store.ts';

// Supported at run time, missing from the plugin's types: a file over the limit ends `truncated` (the store answers 413
// with its own message) instead of the iteration throwing the plugin's generic error.
const keepReadingPastLimit = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];

export interface ReceivedFile extends StoredFile {
  /** The multipart field it came in. */
  field: string;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Reads a whole multipart request: each file of an expected field streams to the store, text fields are collected.
 * The body is always read to its end (so the client gets the answer, not a reset connection); on the first failure
 * the remaining files are skipped, every file stored so far is removed, and that failure is thrown.
 */
export async function receiveUpload(
  request: FastifyRequest, store: FileStore, slots: Readonly<Record<string, readonly FileKind[]>>,
): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  let failure: unknown = null;
  try {
    for await (const part of request.parts(keepReadingPastLimit)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const kinds = Object.hasOwn(slots, part.fieldname) ? slots[part.fieldname] : undefined;
      // A file input left empty is sent as a part without a name: not a file.
      if (failure || part.filename === '') {
        part.file.resume();
        continue;
      }
      if (!kinds) {
        part.file.resume();
        failure = new ApiError(400, `Unexpected file field "${part.fieldname}": expected ${Object.keys(slots).join(' or ')}`);
        continue;
      }
      try {
        files.push({ field: part.fieldname, ...(await store.save(part, kinds)) });
      } catch (error) {
        failure = error;
      }
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure) {
    await Promise.all(files.map((file) => store.remove(file.key)));
    throw failure;
  }
  return { files, fields };
}
