import { indiaDayAt, isoDay, slashOfDay } from '@assessor/contract';
import { dateFormat } from '../../i18n/intl.ts';

/** India time, as the API and the watermark use it (Asia/Kolkata). */
const ZONE = 'Asia/Kolkata';

/** 'DD/MM/YYYY' of an instant in India (as the screens show dates). */
export const indiaDate = (at: number): string => slashOfDay(indiaDayAt(at));

/** "09:05 AM" of an instant in India. */
export const indiaClock = (at: number): string =>
  dateFormat('en-US', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: true }).format(at);

/** "09:05:12 AM" of an instant in India. */
export const indiaClockSeconds = (at: number): string =>
  dateFormat('en-US', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true }).format(
    at,
  );

/** 'DD/MM/YYYY' (or either other API day format) → 'YYYY-MM-DD'; '' when it is not a real day. */
export const isoOfSlash = (slash: string): string => isoDay(slash) ?? '';

/** "HH:mm:ss" of a span in milliseconds. */
export function hms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** "09:05 AM" → "09:05" (a time input's value); '' when it is not such a time. */
export function inputOfClock(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time ?? '');
  if (!match) return '';
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** "17:10" (a time input's value) → "05:10 PM"; '' when it is not a time. */
export function clockOfInput(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
