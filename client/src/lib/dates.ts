const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true,
});

/** An ISO instant as 'DD-MMM-YYYY hh:mm AM' in India time (spec §9); '' when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
  const hour = String(Number(p.hour) || 12).padStart(2, '0');
  return `${p.day}-${MONTHS[Number(p.month) - 1]}-${p.year} ${hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}
