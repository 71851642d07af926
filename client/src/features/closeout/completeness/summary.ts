import type { CheckLine } from './lines.ts';

export type PartName = 'evidence' | 'attendance' | 'marks' | 'clock';

/** One part of the check: still loading, failed, or its lines (none = complete). */
export type PartState =
  | { part: PartName; state: 'loading' }
  | { part: PartName; state: 'error'; retry: () => void }
  | { part: PartName; state: 'checked'; lines: CheckLine[] };

/** Complete when every part was checked and lacks nothing; a part still loading or failed is not complete. */
export function isComplete(parts: readonly PartState[]): boolean {
  return parts.every((part) => part.state === 'checked' && part.lines.length === 0);
}

/** How many lines the checked parts list. */
export const missingCount = (parts: readonly PartState[]) =>
  parts.reduce((sum, part) => sum + (part.state === 'checked' ? part.lines.length : 0), 0);
