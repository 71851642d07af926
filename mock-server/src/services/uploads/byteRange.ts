export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within a file of `size` bytes; the end is
 * clamped to the file. Null when the header is malformed, asks for several ranges, or cannot be satisfied.
 */
export function parseRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}
