import { describe, expect, it } from 'vitest';
import {
  addDays,
  dashDay,
  daysFromTo,
  indiaDashDay,
  indiaIsoDay,
  isoDay,
  isoOfDay,
  parseIndiaDay,
  slashDay,
  slashOfDay,
} from './indiaDate.ts';

describe('parseIndiaDay', () => {
  it('reads the three day formats the API uses, day first where it is written first', () => {
    expect(parseIndiaDay('25/12/2024')).toEqual({ year: 2024, month: 12, day: 25 });
    // 5 December, not 12 May (what Date.parse makes of it).
    expect(parseIndiaDay('05/12/2024')).toEqual({ year: 2024, month: 12, day: 5 });
    expect(parseIndiaDay('05-12-2024')).toEqual({ year: 2024, month: 12, day: 5 });
    expect(parseIndiaDay('2024-12-05')).toEqual({ year: 2024, month: 12, day: 5 });
    expect(parseIndiaDay(' 5/1/2025 ')).toEqual({ year: 2025, month: 1, day: 5 });
  });

  it('refuses what is not a real day', () => {
    for (const text of [
      '31/02/2024',
      '29/02/2023',
      '00/12/2024',
      '12/13/2024',
      '32-01-2024',
      '2024-02-30',
      '2024/12/05',
      '05/12-2024',
      '5 Dec 2024',
      '2024-12-05T10:00:00Z',
      '',
      null,
      undefined,
    ]) {
      expect(parseIndiaDay(text), String(text)).toBeUndefined();
    }
    expect(parseIndiaDay('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

it('writes a day in each format', () => {
  expect(isoDay('05/12/2024')).toBe('2024-12-05');
  expect(dashDay('25/12/2024')).toBe('25-12-2024');
  expect(dashDay('2024-12-25')).toBe('25-12-2024');
  expect(slashOfDay({ year: 2025, month: 1, day: 5 })).toBe('05/01/2025');
  expect(isoDay('31/04/2024')).toBeUndefined();
  expect(slashDay('2024-12-05')).toBe('05/12/2024');
  expect(slashDay('5-1-2025')).toBe('05/01/2025');
  expect(slashDay('2024-02-30')).toBeUndefined();
});

describe('daysFromTo', () => {
  it('lists every day of a batch across a month end, both ends included', () => {
    expect(daysFromTo('30/11/2024', '02/12/2024').map(isoOfDay)).toEqual(['2024-11-30', '2024-12-01', '2024-12-02']);
    expect(daysFromTo('25/12/2024', '25-12-2024').map(isoOfDay)).toEqual(['2024-12-25']);
    expect(daysFromTo('05/12/2024', '06/12/2024').map(isoOfDay)).toEqual(['2024-12-05', '2024-12-06']);
  });

  it('answers none when a date does not read or the end comes first, and stops at the limit', () => {
    expect(daysFromTo('31/02/2024', '02/03/2024')).toEqual([]);
    expect(daysFromTo('06/12/2024', '05/12/2024')).toEqual([]);
    expect(daysFromTo('01/01/2020', '31/12/2024', 62)).toHaveLength(62);
  });
});

describe('indiaIsoDay', () => {
  it('turns the date at 18:30 UTC, midnight in India', () => {
    expect(indiaIsoDay(Date.UTC(2026, 2, 4, 18, 29, 59))).toBe('2026-03-04');
    expect(indiaIsoDay(Date.UTC(2026, 2, 4, 18, 30, 0))).toBe('2026-03-05');
  });

  it('agrees with the Asia/Kolkata time zone across years, month ends and leap days', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let at = Date.UTC(2023, 11, 31, 12); at < Date.UTC(2029, 0, 2); at += 7 * 3_600_000 + 13 * 60_000) {
      expect(indiaIsoDay(at)).toBe(zone.format(at));
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

it('adds days across month and year ends and leap days, and takes them away', () => {
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
});
