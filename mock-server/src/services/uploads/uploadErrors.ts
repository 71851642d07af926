import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';

/** What went wrong, in the words of the multipart parser (busboy), said so that a person can fix the request. */
const parserMessages: [RegExp, string][] = [
  [/boundary not found/i, 'Content-Type has no boundary (multipart/form-data; boundary=…)'],
  [
    /unexpected end|terminated early/i,
    'it ends before its closing boundary (a wrong boundary, CRLF line ends replaced by LF, or a body cut short)',
  ],
  [/malformed part header/i, 'a part header is malformed'],
];

/** Limits of the multipart plugin (plugins/multipart.ts), as clear refusals. */
const limitAnswers: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [413, 'Too many files in one upload'],
  FST_PARTS_LIMIT: [413, 'Too many parts in one upload'],
  FST_FIELDS_LIMIT: [413, 'Too many text fields in one upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'An upload must be sent as multipart/form-data'],
};

/** The client closed the connection before the body ended: nobody is left to answer, and it is not our fault. */
export function clientAborted(request: FastifyRequest): boolean {
  return request.raw.readableAborted || (!request.raw.complete && request.raw.socket.destroyed);
}

/** The answer to an aborted upload (which no one reads), logged as what it is: not a server error. */
export function abortedUpload(request: FastifyRequest): ApiError {
  request.log.info('upload aborted by the client');
  return new ApiError(400, 'The upload was aborted before its end');
}

/**
 * Any failure while reading an upload, as the answer it deserves. Our own refusals stay as they are; the parser's
 * complaints about the body are 400s that say what is malformed; only errors of the machine (disk full, no
 * permission: they carry a `syscall`) remain server errors.
 */
export function uploadFailure(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, syscall, message } = (error ?? {}) as { code?: string; syscall?: string; message?: string };
  if (syscall) return error;
  const limit = code === undefined ? undefined : limitAnswers[code];
  if (limit) return new ApiError(limit[0], limit[1], code);
  const known = parserMessages.find(([pattern]) => pattern.test(message ?? ''));
  return new ApiError(
    400,
    `Malformed multipart body: ${known ? known[1] : (message ?? 'it cannot be read')}`,
    code ?? 'MALFORMED_MULTIPART',
  );
}
