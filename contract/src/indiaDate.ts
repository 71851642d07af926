/**
 * Calendar days as the assessor API writes them. Batches carry 'DD/MM/YYYY' (the back end parses them with
 * moment(…, "DD/MM/YYYY")), day records and routes 'DD-MM-YYYY', and our own answers 'YYYY-MM-DD'. `Date.parse` reads
 * none of the first two correctly ('25/12/2024' is NaN, '05/12/2024' is 12 May), so every reader goes through here.
 * Pure calendar arithmetic: a day has no time zone, so nothing here depends on the phone's clock or zone.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_FIRST = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day of 'DD/MM/YYYY', 'DD-MM-YYYY' or 'YYYY-MM-DD' (one-digit day and month allowed); undefined when it is not a real day. */
export function parseIndiaDay(text: string | null | undefined): CalendarDay | undefined {
  const trimmed = (text ?? '').trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const yearFirst = dayFirst ? undefined : YEAR_FIRST.exec(trimmed);
  const parts = dayFirst
    ? { day: Number(dayFirst[1]), month: Number(dayFirst[3]), year: Number(dayFirst[4]) }
    : yearFirst
      ? { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) }
      : undefined;
  if (!parts || parts.year < 1900 || parts.month < 1 || parts.month > 12) return undefined;
  if (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return undefined;
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' (sorts as text). */
export const isoOfDay = ({ year, month, day }: CalendarDay) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
/** 'DD-MM-YYYY', as day records and evidence routes name a day. */
export const dashOfDay = ({ year, month, day }: CalendarDay) => `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
/** 'DD/MM/YYYY', as batches carry their dates. */
export const slashOfDay = ({ year, month, day }: CalendarDay) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/** 'YYYY-MM-DD' of any of the three formats; undefined when it is not a real day. */
export function isoDay(text: string | null | undefined): string | undefined {
  const day = parseIndiaDay(text);
  return day && isoOfDay(day);
}

/** 'DD-MM-YYYY' of any of the three formats; undefined when it is not a real day. */
export function dashDay(text: string | null | undefined): string | undefined {
  const day = parseIndiaDay(text);
  return day && dashOfDay(day);
}

/** 'DD/MM/YYYY' of any of the three formats; undefined when it is not a real day. */
export function slashDay(text: string | null | undefined): string | undefined {
  const day = parseIndiaDay(text);
  return day && slashOfDay(day);
}

/**
 * Every day from start to end, both included, in any of the three formats; [] when either does not read or the end
 * comes first. At most `max` days, so a wrong date in an answer cannot make a list of years.
 */
export function daysFromTo(start: string | null | undefined, end: string | null | undefined, max = 366): CalendarDay[] {
  const from = parseIndiaDay(start);
  const to = parseIndiaDay(end);
  if (!from || !to) return [];
  const days: CalendarDay[] = [];
  const last = Date.UTC(to.year, to.month - 1, to.day);
  for (let time = Date.UTC(from.year, from.month - 1, from.day); time <= last && days.length < max; time += DAY_MS) {
    const date = new Date(time);
    days.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  }
  return days;
}

/** India keeps UTC+05:30 all year (no daylight saving time). */
export const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The day in India (Asia/Kolkata) of an instant. Plain arithmetic rather than a time-zone formatter: the home screen
 * asks on its first render, where a phone's first formatter loads time-zone data. A RangeError for an invalid instant.
 */
export function indiaDayAt(at: number): CalendarDay {
  const date = new Date(at + INDIA_OFFSET_MS);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${at}`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 'YYYY-MM-DD' of an instant in India (now by default). */
export const indiaIsoDay = (at = Date.now()) => isoOfDay(indiaDayAt(at));
/** 'DD-MM-YYYY' of an instant in India (now by default), as day records and evidence routes name a day. */
export const indiaDashDay = (at = Date.now()) => dashOfDay(indiaDayAt(at));

/** 'YYYY-MM-DD' a number of days after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function readIso(iso: string): CalendarDay {
  const day = parseIndiaDay(iso);
  if (!day) throw new RangeError(`Not a day: ${iso}`);
  return day;
}

/** 'DD-MM-YYYY' of a day given in any of the three formats (a RangeError when it is not a real day). */
export const dashOfIsoDay = (iso: string) => dashOfDay(readIso(iso));
/** 'DD/MM/YYYY' of a day given in any of the three formats (a RangeError when it is not a real day). */
export const slashOfIsoDay = (iso: string) => slashOfDay(readIso(iso));
/** Every 'YYYY-MM-DD' from start to end, both included (see daysFromTo for the bounds). */
export const isoDaysFromTo = (start: string, end: string) => daysFromTo(start, end).map(isoOfDay);
/** Noon in India on a 'YYYY-MM-DD' day: a time of that day far from both midnights (e.g. a seed's reference date). */
export const indiaNoon = (iso: string) => new Date(`${iso}T12:00:00+05:30`);

/**
 * Minutes since midnight of a time of day: "09:05 AM" (spec §9's hh:mm A), as batches write it ("09:05AM"), and as
 * the real API may send it ("9:05 am", a 24-hour "14:30"). Undefined when the text is not such a time.
 */
export function clockMinutes(text: string | null | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (minutes > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return undefined;
  return ((half ? hour % 12 : hour) + (half === 'PM' ? 12 : 0)) * 60 + minutes;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "09:05 AM" of minutes since midnight (the one way a time of day is written). */
export function clockOfMinutes(minutes: number): string {
  const within = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hour = Math.floor(within / 60);
  return `${pad2(hour % 12 || 12)}:${pad2(within % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "HH:mm" (24 hours, a time input's value) of minutes since midnight. */
export const inputOfMinutes = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;

/** Minutes since midnight in India of an instant. */
export const indiaMinutesAt = (at: number) => Math.floor((at + INDIA_OFFSET_MS) / 60_000) % 1440;

/** "09:05 AM" of an instant in India. */
export const indiaClockAt = (at: number) => clockOfMinutes(indiaMinutesAt(at));

/** "HH:mm:ss" of a span in milliseconds (a negative span reads 00:00:00). */
export function hms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad2(Math.floor(total / 3600))}:${pad2(Math.floor(total / 60) % 60)}:${pad2(total % 60)}`;
}
