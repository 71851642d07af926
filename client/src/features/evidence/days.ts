import { dashOfDay, daysFromTo, isoDay } from '@assessor/contract';

/** Dates of the evidence screens: batches carry 'DD/MM/YYYY', routes and day records 'DD-MM-YYYY'. */

/** Every day from start to end ('DD/MM/YYYY', both included; the contract's India-date module) as 'DD-MM-YYYY'; [] when unreadable. */
export function batchDays(start: string, end: string): string[] {
  return daysFromTo(start, end).map(dashOfDay);
}

/** Spec §5 date helper: a date must be three dash-separated parts. */
export const isDashDate = (text: string) => /^\d{2}-\d{2}-\d{4}$/.test(text);

/** The day to show by default: today when it is an assessment day, else the nearest end of the batch. */
export function defaultDay(days: readonly string[], today: string): string | undefined {
  if (days.includes(today)) return today;
  const first = isoDay(days[0]);
  return first && (isoDay(today) ?? '') < first ? days[0] : days.at(-1);
}
