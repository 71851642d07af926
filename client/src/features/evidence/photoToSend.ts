import type { EvidenceKind } from '@assessor/contract';
import { compressImage } from '../../lib/compressImage.ts';
import type { Refusal } from './fileRules.ts';
import { previewOf } from './fileRules.ts';

/**
 * Kinds whose real upload middleware refuses webp with an HTML 500 (`uploadVideo-file.js`, backend-facts §1a row 18):
 * their photos are always sent as JPEG.
 */
const jpegOnlyKinds = new Set(['theory', 'practical', 'viva', 'examcenter']);

export const sendsJpegOnly = (spec: EvidenceKind) => jpegOnlyKinds.has(spec.kind);

/** The file to upload: photos compressed, and re-encoded as JPEG on the JPEG-only kinds even when not smaller. */
export async function photoToSend(spec: EvidenceKind, original: File): Promise<File> {
  if (previewOf(original.type, original.name) !== 'image') return original;
  return compressImage(original, { jpeg: sendsJpegOnly(spec) });
}

/** A webp the browser could not re-encode cannot go to a JPEG-only kind. */
export function jpegOnlyRefusal(spec: EvidenceKind, file: File): Refusal | null {
  const webp = file.type === 'image/webp' || /\.webp$/i.test(file.name);
  return sendsJpegOnly(spec) && webp ? { key: 'wrongType', types: 'JPEG, PNG, GIF, PDF, DOC, DOCX, XLS, XLSX' } : null;
}
