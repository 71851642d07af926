import { describe, expect, it } from 'vitest';
import type { Batch } from '../../api/models.ts';
import { orderBatches, sortKey } from './order.ts';

const batch = (batchId: string, startDate: string, endDate: string, startTime = '09:00AM') =>
  ({ _id: batchId, batchId, startDate, endDate, startTime }) as Batch;

describe('orderBatches', () => {
  it('puts ongoing first, then upcoming soonest first, then completed newest first', () => {
    const ordered = orderBatches({
      completed: [batch('C-old', '01/01/2025', '02/01/2025'), batch('C-new', '01/03/2025', '05/03/2025')],
      upcoming: [batch('U-later', '20/03/2025', '21/03/2025'), batch('U-soon', '12/03/2025', '12/03/2025')],
      ongoing: [
        batch('O-afternoon', '10/03/2025', '10/03/2025', '02:00PM'),
        batch('O-morning', '10/03/2025', '11/03/2025', '09:30AM'),
      ],
    });
    expect(ordered.map(({ batch: b, stage }) => `${stage}:${b.batchId}`)).toEqual([
      'ongoing:O-morning',
      'ongoing:O-afternoon',
      'upcoming:U-soon',
      'upcoming:U-later',
      'completed:C-new',
      'completed:C-old',
    ]);
  });

  it('answers an empty list for no lists', () => {
    expect(orderBatches({})).toEqual([]);
  });
});

describe('sortKey', () => {
  it('reads DD/MM/YYYY and hh:mmA into a sortable key', () => {
    expect(sortKey('05/03/2025', '02:15PM')).toBe('2025-03-05 14:15');
    expect(sortKey('05/03/2025', '12:00AM')).toBe('2025-03-05 00:00');
    expect(sortKey('05/03/2025')).toBe('2025-03-05');
  });
});
