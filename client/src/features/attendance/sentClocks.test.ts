import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../outbox/types.ts';
import { clockScope } from './clockDraft.ts';
import { rememberSentClock } from './sentClocks.ts';
import { keepTaken, sentClocksOf, takenDays } from './takenTimes.ts';

const entry = (owner: string, scope: string) =>
  ({ id: 'e1', owner, scope, state: 'waiting', createdAt: 1 }) as OutboxEntry;

describe('clock entries the server took', () => {
  it("notes the kept day's end as sent, so today's screens count it before the server's list shows it", async () => {
    const where = { owner: 's1', batchRef: 'b1', day: '2025-03-10', batchId: 'BT1' };
    await keepTaken(where, 'clockIn', { takenAt: 5, photo: new Blob(['in']), photoName: 'in.jpg' });
    await keepTaken(where, 'clockOut', { takenAt: 9, photo: new Blob(['out']), photoName: 'out.jpg' });
    await rememberSentClock(entry('s1', clockScope('b1', '2025-03-10', 'clockIn')), () => 99);
    const days = await takenDays('s1');
    expect(days[0]?.clockIn?.sentAt).toBe(99);
    expect(days[0]?.clockOut?.sentAt).toBeUndefined();
    expect(sentClocksOf(days, '2025-03-10')).toEqual([
      { batchRef: 'b1', day: '2025-03-10', action: 'clockIn', takenAt: 5, batchId: 'BT1', stopped: false },
    ]);
    expect(sentClocksOf(days, '2025-03-11')).toEqual([]);
  });

  it('ignores other entries and days the phone did not keep', async () => {
    await rememberSentClock(entry('s2', 'attendance-regularize/r1'));
    await rememberSentClock(entry('s2', clockScope('b1', '2025-03-10', 'clockOut')));
    expect(await takenDays('s2')).toEqual([]);
  });
});
