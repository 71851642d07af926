/**
 * Intl formatters, made once per locale and options and kept: making one costs far more than using it (the home
 * screen made a new one on every call while rendering: 227 ms of its first screen in a CPU profile, CPU slowed 4×).
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
