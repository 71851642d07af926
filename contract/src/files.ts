import type { FileKind } from './define.ts';

/** File types the API accepts (api-facts §6): by kind, as MIME types and file extensions. */
export const fileTypes: Record<FileKind, { mime: readonly string[]; extensions: readonly string[] }> = {
  image: { mime: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
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
