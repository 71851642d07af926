/** Pure calendar arithmetic on 'YYYY-MM-DD' strings (no time zones, no clock). */
const DAY = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Every date from `start` to `end`, both included. */
export function daysFrom(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push(day);
  return out;
}

const parts = (iso: string) => iso.split('-') as [string, string, string];

/** 'DD/MM/YYYY', as batches carry dates. */
export function slashDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d}/${m}/${y}`;
}

/** 'DD-MM-YYYY', as day records and profiles carry dates. */
export function dashDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d}-${m}-${y}`;
}

/** Noon in India on that date, as a Date (the faker reference date). */
export function indiaNoon(iso: string): Date {
  return new Date(`${iso}T12:00:00+05:30`);
}
