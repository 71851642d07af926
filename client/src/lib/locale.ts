import { numberFormat } from '../i18n/intl.ts';
/**
 * The Intl locale of a UI language. Both are India's: lakh and crore grouping (1,50,000), day before month. Hindi
 * keeps the Latin digits (0–9) that Hindi screens, forms and SMS in India use, which `hi-IN` gives by default.
 */
export function intlLocale(language: string | undefined): 'hi-IN' | 'en-IN' {
  return language?.startsWith('hi') ? 'hi-IN' : 'en-IN';
}

/** A number as India writes it in that language: 1,50,000 and at most two decimals unless told otherwise. */
export function formatNumber(
  value: number,
  language: string | undefined,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  return numberFormat(intlLocale(language), options).format(value);
}
