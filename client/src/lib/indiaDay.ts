/** India keeps UTC+05:30 all year (no daylight saving time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * 'YYYY-MM-DD' of an instant in India (Asia/Kolkata). Plain arithmetic: the home screen asks on its first render, and
 * the page's first time-zone formatter took 200 ms there in a CPU profile with the CPU slowed 4× (loading time-zone
 * data). Throws a RangeError for an invalid instant, as a formatter would.
 */
export const indiaDay = (at: number): string => new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** 'DD-MM-YYYY' of an instant in India, as the evidence and check lists name days. */
export function indiaDashDay(at: number): string {
  const [year, month, day] = indiaDay(at).split('-');
  return `${day}-${month}-${year}`;
}
