/**
 * The one way a time of day is written: "09:00 AM" (spec §9's hh:mm A). Batches carry "hh:mmA" ("09:00AM"); the
 * real API may send "9:00 am" or a 24-hour "14:30", so all of those are read. Text that is not a time is kept as it is.
 */
export function formatTime(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(text);
  if (!match) return text;
  const [, h = '', minutes = '', period] = match;
  const hour = Number(h);
  if (hour > 23 || Number(minutes) > 59 || (period && (hour < 1 || hour > 12))) return text;
  const suffix = period ? period.toUpperCase() : hour < 12 ? 'AM' : 'PM';
  const hour12 = period ? hour : hour % 12 || 12;
  return `${String(hour12).padStart(2, '0')}:${minutes} ${suffix}`;
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

/** The time of day of an instant in India, written as every time is ("06:42 PM"). */
export function timeOfDay(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '00';
  return formatTime(`${part('hour')}:${part('minute')}`);
}
