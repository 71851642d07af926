import { describe, expect, it } from 'vitest';
import { keepTaken, takenDayOf, takenDays, takenTimesOf } from './takenTimes.ts';

const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });
const where = (owner: string, day: string) => ({ owner, batchRef: 'b1', day });

describe('the times the phone took, kept after the outbox entries leave', () => {
  it('keeps each end of a day with its selfie; a retry without a new selfie keeps the first one', async () => {
    await keepTaken(where('a1', '2025-03-10'), 'clockIn', { takenAt: 1, photo: photo('in'), photoName: 'in.jpg' });
    await keepTaken(where('a1', '2025-03-10'), 'clockIn', { takenAt: 2 });
    await keepTaken(where('a1', '2025-03-10'), 'clockOut', { takenAt: 3, photo: photo('out'), photoName: 'out.jpg' });
    const day = takenDayOf(await takenDays('a1'), 'b1', '2025-03-10');
    expect(takenTimesOf(day)).toEqual({ clockIn: 2, clockOut: 3 });
    expect(day?.clockIn?.photoName).toBe('in.jpg');
    expect(await day?.clockIn?.photo.text()).toBe('in');
  });

  it("keeps each assessor's days apart, and drops days over a month old when another is kept", async () => {
    await keepTaken(where('a2', '2025-01-01'), 'clockIn', { takenAt: 1, photo: photo('old'), photoName: 'old.jpg' });
    await keepTaken(where('a3', '2025-01-01'), 'clockIn', { takenAt: 1, photo: photo('other'), photoName: 'o.jpg' });
    await keepTaken(where('a2', '2025-03-10'), 'clockIn', { takenAt: 2, photo: photo('new'), photoName: 'new.jpg' });
    expect((await takenDays('a2')).map((day) => day.day)).toEqual(['2025-03-10']);
    expect((await takenDays('a3')).map((day) => day.day)).toEqual(['2025-01-01']);
  });

  it('keeps nothing for a day without any selfie (a retry of an entry the phone never kept)', async () => {
    await keepTaken(where('a4', '2025-03-10'), 'clockOut', { takenAt: 5 });
    expect(await takenDays('a4')).toEqual([]);
  });
});
