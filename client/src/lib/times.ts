import { clockMinutes, clockOfMinutes } from '@assessor/contract';

/**
 * The one way a time of day is written: "09:00 AM" (spec §9's hh:mm A). Batches carry "hh:mmA" ("09:00AM"); the
 * real API may send "9:00 am" or a 24-hour "14:30", so all of those are read (the contract's `clockMinutes`). Text that
 * is not a time is kept as it is.
 */
export function formatTime(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const minutes = clockMinutes(text);
  return minutes === undefined ? text : clockOfMinutes(minutes);
}

/** A time range "09:00 AM – 05:00 PM"; only the start when there is no end; '' without a start. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatTime(start);
  if (!from) return '';
  const to = formatTime(end);
  return to ? `${from} – ${to}` : from;
}

/** A date range "05/03/2025 – 07/03/2025", one date when both are the same. */
export function formatDateRange(start: string, end: string | null | undefined): string {
  return !end || start === end ? start : `${start} – ${end}`;
}
