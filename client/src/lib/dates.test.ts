import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it('writes DD-MMM-YYYY and the time in India', () => {
    expect(formatDateTime('2025-03-05T04:30:00Z')).toBe('05-Mar-2025 10:00 AM');
    expect(formatDateTime('2025-12-31T18:45:00Z')).toBe('01-Jan-2026 12:15 AM');
    expect(formatDateTime('2025-06-01T08:00:00Z')).toBe('01-Jun-2025 01:30 PM');
  });
  it('writes the date as Hindi does, with the month in full', () => {
    expect(formatDateTime('2025-03-05T04:30:00Z', 'hi')).toBe('05 मार्च 2025, 10:00 AM');
    expect(formatDateTime('2025-12-31T18:45:00Z', 'hi')).toBe('01 जनवरी 2026, 12:15 AM');
    expect(formatDateTime('2025-09-01T08:00:00Z', 'hi')).toBe('01 सितंबर 2025, 01:30 PM');
  });
  it('answers empty text for a non-date', () => {
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateTime('soon', 'hi')).toBe('');
  });
});
