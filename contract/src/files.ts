import type { FileKind } from './define.ts';

/** File types the API accepts (api-facts §6): by kind, as MIME types and file extensions. */
export const fileTypes: Record<FileKind, { mime: readonly string[]; extensions: readonly string[] }> = {
  image: {
    mime: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  },
  // The real `uploadVideo-file.js` (theory, practical, viva, exam centre) has no webp (backend-facts-2 R3).
  photo: { mime: ['image/jpeg', 'image/png', 'image/gif'], extensions: ['jpg', 'jpeg', 'png', 'gif'] },
  video: { mime: ['video/mp4'], extensions: ['mp4'] },
  document: {
    mime: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  },
};

/** Largest file the API takes, in megabytes (api-facts §6). */
export const MAX_FILE_MB = 10;

/** The MIME type each accepted extension stands for. */
export const mimeOfExtension: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** Extensions accepted by a file slot of these kinds. */
export function extensionsOf(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => fileTypes[kind].extensions);
}

/**
 * Whether a file of this name and declared MIME type may go into a slot of these kinds: the extension must be
 * accepted and the declared type must be the one the extension stands for.
 */
export function isAcceptedFile(name: string, mime: string, kinds: readonly FileKind[]): boolean {
  const extension = extensionOf(name);
  return extensionsOf(kinds).includes(extension) && mimeOfExtension[extension] === mime.toLowerCase();
}

/** "JPEG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX": the accepted types, for messages (`jpg` folds into JPEG). */
export function describeTypes(kinds: readonly FileKind[]): string {
  return extensionsOf(kinds)
    .filter((ext) => ext !== 'jpg')
    .map((ext) => ext.toUpperCase())
    .join(', ');
}
