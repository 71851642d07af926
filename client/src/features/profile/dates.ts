import { dashDateValue, dashDay } from '@assessor/contract';

/** "YYYY-MM-DD" (a date input) → "DD-MM-YYYY" (the API). */
export const dashOfIso = (iso: string) => dashDay(iso) ?? '';

/**
 * "DD-MM-YYYY" → "YYYY-MM-DD" for a date input. The admin portal writes "MM-DD-YYYY" into the same fields
 * (backend-facts §1b row 29): a value that is no real DD-MM date is read that way.
 */
export function isoOfDash(dash: string | undefined): string {
  if (!dash) return '';
  const [a, b, year] = dash.split('-');
  if (dashDateValue(dash) !== null) return `${year}-${b}-${a}`;
  if (dashDateValue(`${b}-${a}-${year}`) !== null) return `${year}-${a}-${b}`;
  return '';
}
