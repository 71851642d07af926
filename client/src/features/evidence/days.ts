import { indiaDashDay } from '../../lib/indiaDay.ts';

/** Dates of the evidence screens: batches carry 'DD/MM/YYYY', routes and day records 'DD-MM-YYYY'. */
const DAY_MS = 86_400_000;

/** Today in India, 'DD-MM-YYYY'. */
export function todayDash(now = Date.now()): string {
  return indiaDashDay(now);
}

const utcOf = (day: string, month: string, year: string) => Date.UTC(Number(year), Number(month) - 1, Number(day));

/** Every day from start to end ('DD/MM/YYYY', both included) as 'DD-MM-YYYY'; [] when unreadable. */
export function batchDays(start: string, end: string): string[] {
  const [sd, sm, sy] = start.split('/');
  const [ed, em, ey] = end.split('/');
  if (!sd || !sm || !sy || !ed || !em || !ey) return [];
  const days: string[] = [];
  for (let t = utcOf(sd, sm, sy), last = utcOf(ed, em, ey); t <= last && days.length < 366; t += DAY_MS) {
    const iso = new Date(t).toISOString().slice(0, 10).split('-');
    days.push(`${iso[2]}-${iso[1]}-${iso[0]}`);
  }
  return days;
}

/** Spec §5 date helper: a date must be three dash-separated parts. */
export const isDashDate = (text: string) => /^\d{2}-\d{2}-\d{4}$/.test(text);

/** The day to show by default: today when it is an assessment day, else the nearest end of the batch. */
export function defaultDay(days: readonly string[], today: string): string | undefined {
  if (days.includes(today)) return today;
  const key = (dash: string) => dash.split('-').reverse().join('');
  return key(today) < key(days[0] ?? '') ? days[0] : days.at(-1);
}
