import { clockMinutes, clockOfMinutes, indiaDayAt, inputOfMinutes, slashOfDay } from '@assessor/contract';
import { dateFormat } from '../../i18n/intl.ts';

/** India time, as the API and the watermark use it (Asia/Kolkata). */
const ZONE = 'Asia/Kolkata';

/** 'DD/MM/YYYY' of an instant in India (as the screens show dates). */
export const indiaDate = (at: number): string => slashOfDay(indiaDayAt(at));

/** "09:05:12 AM" of an instant in India. */
export const indiaClockSeconds = (at: number): string =>
  dateFormat('en-US', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true }).format(
    at,
  );

/** "09:05 AM" → "09:05" (a time input's value); '' when it is not such a time. */
export function inputOfClock(time: string | null | undefined): string {
  const minutes = /[AaPp][Mm]$/.test(time?.trim() ?? '') ? clockMinutes(time) : undefined;
  return minutes === undefined ? '' : inputOfMinutes(minutes);
}

/** "17:10" (a time input's value) → "05:10 PM"; '' when it is not a time. */
export function clockOfInput(value: string): string {
  const minutes = /^\d{2}:\d{2}$/.test(value) ? clockMinutes(value) : undefined;
  return minutes === undefined ? '' : clockOfMinutes(minutes);
}
