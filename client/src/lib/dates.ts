import { intlLocale } from './locale.ts';
import { dateFormat } from '../i18n/intl.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = () =>
  dateFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/** Hindi names the month in full ("05 मार्च 2025"): its short forms (जन॰, सित॰) read as clipped words. */
const hindiDate = () =>
  dateFormat(intlLocale('hi'), { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'long', year: 'numeric' });

/**
 * An ISO instant in India time (spec §9): 'DD-MMM-YYYY hh:mm AM' in English, '05 मार्च 2025, 10:00 AM' in Hindi
 * (AM/PM as batch times show them); '' when it is not a date.
 */
export function formatDateTime(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(
    parts()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const hour = String(Number(p.hour) || 12).padStart(2, '0');
  const time = `${hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
  if (intlLocale(language) === 'hi-IN') return `${hindiDate().format(date)}, ${time}`;
  return `${p.day}-${MONTHS[Number(p.month) - 1]}-${p.year} ${time}`;
}
