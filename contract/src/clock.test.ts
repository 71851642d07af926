import { describe, expect, it } from 'vitest';
import { clockMinutes, clockOfMinutes, hms, indiaClockAt, indiaMinutesAt, inputOfMinutes } from './indiaDate.ts';

describe('the time of day', () => {
  it('reads "hh:mm AM", a batch\'s "hh:mmAM", "h:mm am" and a 24-hour time; nothing else', () => {
    expect(clockMinutes('09:05 AM')).toBe(9 * 60 + 5);
    expect(clockMinutes('09:05PM')).toBe(21 * 60 + 5);
    expect(clockMinutes('12:00 am')).toBe(0);
    expect(clockMinutes('12:30 PM')).toBe(12 * 60 + 30);
    expect(clockMinutes('14:30')).toBe(14 * 60 + 30);
    for (const bad of ['', '13:00 PM', '0:10 AM', '24:00', '09:60', 'noon', '9.05 AM', null, undefined])
      expect(clockMinutes(bad), String(bad)).toBeUndefined();
  });

  it('writes minutes as "hh:mm AM" and as a time input\'s "HH:mm"', () => {
    expect(clockOfMinutes(0)).toBe('12:00 AM');
    expect(clockOfMinutes(12 * 60 + 5)).toBe('12:05 PM');
    expect(clockOfMinutes(23 * 60 + 59)).toBe('11:59 PM');
    expect(inputOfMinutes(9 * 60 + 5)).toBe('09:05');
    expect(inputOfMinutes(21 * 60)).toBe('21:00');
  });

  it("tells the time in India of an instant, whatever the machine's zone", () => {
    const at = Date.parse('2026-11-29T13:12:59Z');
    expect(indiaMinutesAt(at)).toBe(18 * 60 + 42);
    expect(indiaClockAt(at)).toBe('06:42 PM');
    expect(indiaClockAt(Date.parse('2026-11-29T18:30:00Z'))).toBe('12:00 AM');
  });

  it('writes a span as HH:mm:ss, a negative one as 00:00:00', () => {
    expect(hms(3_723_000)).toBe('01:02:03');
    expect(hms(-5)).toBe('00:00:00');
  });
});
