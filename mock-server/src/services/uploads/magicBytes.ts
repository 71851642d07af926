/** How many leading bytes the signatures below need. */
export const MAGIC_LENGTH = 12;

const ascii = (head: Buffer, start: number, text: string) =>
  head.subarray(start, start + text.length).toString('latin1') === text;
const bytes = (head: Buffer, expected: number[]) => expected.every((byte, i) => head[i] === byte);

const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zip = [0x50, 0x4b, 0x03, 0x04];

/** The file signature each accepted MIME type must start with (cheap check that a file is what it claims). */
const signatures: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (h) => bytes(h, [0xff, 0xd8, 0xff]),
  'image/png': (h) => bytes(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (h) => ascii(h, 0, 'GIF8'),
  'image/webp': (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  'video/mp4': (h) => ascii(h, 4, 'ftyp'),
  'application/pdf': (h) => ascii(h, 0, '%PDF-'),
  'application/msword': (h) => bytes(h, ole),
  'application/vnd.ms-excel': (h) => bytes(h, ole),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (h) => bytes(h, zip),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (h) => bytes(h, zip),
};

/** Whether the first bytes of a file match its MIME type (false for unknown types). */
export function matchesSignature(mime: string, head: Buffer): boolean {
  return signatures[mime]?.(head) ?? false;
}
