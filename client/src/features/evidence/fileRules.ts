import { MAX_FILE_MB, describeTypes, extensionsOf, fileTypes, isAcceptedFile, type FileKind } from '@assessor/contract';

/** Spec §5: sizes in KB or MB with two decimals. */
export function formatSize(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024 ? `${kb.toFixed(2)} KB` : `${(kb / 1024).toFixed(2)} MB`;
}

export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/** The `accept` attribute of a gallery picker: the slot's extensions and MIME types. */
export function acceptOf(kinds: readonly FileKind[]): string {
  return [...extensionsOf(kinds).map((ext) => `.${ext}`), ...kinds.flatMap((kind) => fileTypes[kind].mime)].join(',');
}

export type Refusal = { key: 'wrongType'; types: string } | { key: 'tooLarge'; limit: string; size: string };

/** Why a file cannot be sent to a slot (checked before any request), or null when it can. */
export function refusalOf(file: File, kinds: readonly FileKind[]): Refusal | null {
  if (!isAcceptedFile(file.name, file.type, kinds)) return { key: 'wrongType', types: describeTypes(kinds) };
  if (file.size > MAX_FILE_BYTES) return { key: 'tooLarge', limit: `${MAX_FILE_MB} MB`, size: formatSize(file.size) };
  return null;
}

export type Preview = 'image' | 'video' | 'document';

/** How a file is shown: by its MIME type, else by the extension of its name or url. */
export function previewOf(mime: string | undefined, name: string): Preview {
  const type = mime ?? '';
  if (type.startsWith('image/') || /\.(jpe?g|png|gif|webp)$/i.test(name)) return 'image';
  if (type.startsWith('video/') || /\.mp4$/i.test(name)) return 'video';
  return 'document';
}
