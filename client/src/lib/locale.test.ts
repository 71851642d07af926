import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale } from './locale.ts';

describe('intlLocale', () => {
  it('writes Hindi as hi-IN and everything else as Indian English', () => {
    expect(intlLocale('hi')).toBe('hi-IN');
    expect(intlLocale('en')).toBe('en-IN');
    expect(intlLocale(undefined)).toBe('en-IN');
  });
});

describe('formatNumber', () => {
  it('groups in lakhs and crores in both languages, with Latin digits', () => {
    expect(formatNumber(150000, 'en')).toBe('1,50,000');
    expect(formatNumber(12345678.5, 'hi')).toBe('1,23,45,678.5');
    expect(formatNumber(999, 'hi')).toBe('999');
  });
  it('takes Intl options such as fixed decimals', () => {
    expect(formatNumber(1023.5, 'hi', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1,023.50');
  });
});
