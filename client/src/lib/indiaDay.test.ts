import { describe, expect, it } from 'vitest';
import { indiaDashDay, indiaDay } from './indiaDay.ts';

describe('indiaDay', () => {
  it('turns the date at 18:30 UTC, midnight in India', () => {
    expect(indiaDay(Date.UTC(2026, 2, 4, 18, 29, 59))).toBe('2026-03-04');
    expect(indiaDay(Date.UTC(2026, 2, 4, 18, 30, 0))).toBe('2026-03-05');
  });

  it('agrees with the Asia/Kolkata time zone across years, month ends and leap days', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let at = Date.UTC(2023, 11, 31, 12); at < Date.UTC(2029, 0, 2); at += 7 * 3_600_000 + 13 * 60_000) {
      expect(indiaDay(at)).toBe(zone.format(at));
    }
  });
});

describe('indiaDashDay', () => {
  it('names the India day as DD-MM-YYYY', () => {
    expect(indiaDashDay(Date.UTC(2026, 11, 31, 18, 29))).toBe('31-12-2026');
    expect(indiaDashDay(Date.UTC(2026, 11, 31, 18, 30))).toBe('01-01-2027');
  });

  it('refuses an instant that is not one', () => {
    expect(() => indiaDashDay(Number.NaN)).toThrow(RangeError);
  });
});
