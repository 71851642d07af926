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

/** How many lines the checked parts list as missing (not those waiting in the outbox). */
export const missingCount = (parts: readonly PartState[]) =>
  parts.reduce((sum, part) => sum + (part.state === 'checked' ? part.lines.filter((l) => !l.waiting).length : 0), 0);

/** How many lines the checked parts list as done on this phone and waiting to send. */
export const waitingCount = (parts: readonly PartState[]) =>
  parts.reduce((sum, part) => sum + (part.state === 'checked' ? part.lines.filter((l) => l.waiting).length : 0), 0);
