import type { FileSlot } from '@assessor/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import type { FileStore, StoredFile } from './fileStore.ts';
import { abortedUpload, clientAborted, uploadFailure } from './uploadErrors.ts';

// Supported at run time, missing from the plugin's types: a file over the limit ends `truncated` (the store answers 413
// with its own message) instead of the iteration throwing the plugin's generic error. `preservePath` hands over the
// name as sent, so that a name with no file name in it ("..", "photos/") is refused by name, not taken for no file.
const partOptions = { throwFileSizeLimit: false, preservePath: true } as Parameters<FastifyRequest['parts']>[0];

/** The keys each request stored, so the files plugin can drop the ones no record claimed when it answers. */
const savedKeys = new WeakMap<FastifyRequest, string[]>();
export const keysSavedBy = (request: FastifyRequest): readonly string[] => savedKeys.get(request) ?? [];

const kindsOf = (slots: readonly FileSlot[], field: string) => slots.find((slot) => slot.field === field)?.kinds ?? [];

/** The last path segment of a sent file name, when it is one; null for "", ".", ".." and names ending in a slash. */
function ownName(name: string): string | null {
  const last = name.split(/[\\/]/).pop() ?? '';
  return last === '' || last === '.' || last === '..' ? null : last;
}

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
  request: FastifyRequest,
  store: FileStore,
  slots: readonly FileSlot[],
): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const counts = new Map<string, number>();
  let failure: unknown = null;
  try {
    for await (const part of request.parts(partOptions)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // A file input left empty is sent as a part without a name: not a file.
      if (failure || part.filename === '') {
        part.file.resume();
        continue;
      }
      const count = (counts.get(part.fieldname) ?? 0) + 1;
      counts.set(part.fieldname, count);
      failure = refusal(slots, part.fieldname, part.filename, count);
      if (failure) {
        part.file.resume();
        continue;
      }
      try {
        const stored = await store.save(part, kindsOf(slots, part.fieldname), request.auth?.assessor._id ?? '');
        savedKeys.set(request, [...keysSavedBy(request), stored.key]);
        files.push({ field: part.fieldname, ...stored });
      } catch (error) {
        failure = uploadFailure(error);
      }
    }
  } catch (error) {
    failure ??= uploadFailure(error);
  }
  if (failure) {
    await Promise.all(files.map((file) => store.remove(file.key)));
    // Whatever failed first, a client that went away is what happened to the request (and no one reads the answer).
    throw clientAborted(request) ? abortedUpload(request) : failure;
  }
  return { files, fields };
}

/** Why a file part cannot be taken before reading it: unknown field, over the field's count, no file name. */
function refusal(slots: readonly FileSlot[], field: string, filename: string, count: number): ApiError | null {
  const slot = slots.find((candidate) => candidate.field === field);
  if (!slot)
    return new ApiError(400, `Unexpected file field "${field}": expected ${slots.map((s) => s.field).join(' or ')}`);
  if (count > slot.maxCount)
    return new ApiError(400, `Too many files in "${field}": at most ${slot.maxCount} per upload`);
  if (ownName(filename) === null) {
    // eslint-disable-next-line no-control-regex
    const shown = filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 60);
    return new ApiError(400, `File name "${shown}" is not a file name: send the file's own name, like photo.jpg`);
  }
  return null;
}
