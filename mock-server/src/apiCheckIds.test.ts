import { describe, expect, it } from 'vitest';
import { learnIds, type Found } from '../../scripts/api-check/ids.ts';

// How api-check learns ids from answers (scripts/api-check/ids.ts): by field name and shape, from any answer.

const id = (n: number) => n.toString(16).padStart(24, '0');
const batch = (n: number, accepted: boolean) => ({
  _id: id(n),
  batchId: `BT${n}`,
  batchSize: 30,
  startDate: `1${n}/03/2025`,
  examCenterName: 'Centre',
  isAcceptAssesor: accepted,
});

describe('ids learnt from answers', () => {
  it('finds a batch under any key, an accepted one before a pending one, with its own start day', () => {
    const found: Found = {};
    learnIds({ success: true, details: { batches: [batch(1, false), batch(2, true)] } }, found);
    expect(found).toMatchObject({ batchId: id(2), dayDate: '12-03-2025' });
  });

  it('keeps the first value found; a day record replaces only the batch start day', () => {
    const found: Found = {};
    learnIds({ details: { batchList: [batch(3, true)] } }, found);
    learnIds({ details: { batchList: [batch(4, true)] } }, found);
    expect(found).toMatchObject({ batchId: id(3), dayDate: '13-03-2025' });
    learnIds({ details: { _id: id(9), batch_id: id(3), date: '14-03-2025' } }, found);
    expect(found).toMatchObject({ batchId: id(3), dayId: id(9), dayDate: '14-03-2025' });
  });

  it('reads references, populated ones too, from error answers and drifted shapes', () => {
    const found: Found = {};
    learnIds(
      {
        success: false,
        error: [{ batch_id: { _id: id(5), batchId: 'BT5' }, candidate_id: id(6), QAverificationTimeStampId: id(7) }],
      },
      found,
    );
    learnIds({ details: { nosResult: [{ nosName: 'N1', nos_id: id(8) }] } }, found);
    learnIds({ details: { list: [{ name: 'Goa', fipsCode: '33' }] } }, found);
    expect(found).toEqual({ batchId: id(5), candidateId: id(6), dayId: id(7), nosId: id(8), fipsCode: '33' });
  });

  it("takes a batch from a notification's link, and nothing from text that is not an answer", () => {
    const found: Found = {};
    learnIds('<html><body>Cannot GET /api/batch-list</body></html>', found);
    expect(found).toEqual({});
    learnIds({ details: { notifications: [{ link: `/batch/${id(10)}/assessment/activities/x/y/z` }] } }, found);
    expect(found).toEqual({ batchId: id(10) });
  });
});
