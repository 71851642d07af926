import { describe, expect, it } from 'vitest';
import { formatDateRange, formatTime, formatTimeRange } from './times.ts';

describe('formatTime', () => {
  it('writes hh:mm AM from the API forms', () => {
    expect(formatTime('09:00AM')).toBe('09:00 AM');
    expect(formatTime('9:05 pm')).toBe('09:05 PM');
    expect(formatTime('12:30PM')).toBe('12:30 PM');
    expect(formatTime('14:30')).toBe('02:30 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('09:00 AM')).toBe('09:00 AM');
  });
  it('keeps what is not a time', () => {
    expect(formatTime('soon')).toBe('soon');
    expect(formatTime('13:00PM')).toBe('13:00PM');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('ranges', () => {
  it('joins start and end', () => {
    expect(formatTimeRange('09:00AM', '05:00PM')).toBe('09:00 AM – 05:00 PM');
    expect(formatTimeRange('09:00AM', '')).toBe('09:00 AM');
    expect(formatTimeRange('', '05:00PM')).toBe('');
    expect(formatDateRange('05/03/2025', '07/03/2025')).toBe('05/03/2025 – 07/03/2025');
    expect(formatDateRange('05/03/2025', '05/03/2025')).toBe('05/03/2025');
  });
});
