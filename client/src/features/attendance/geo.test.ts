import { describe, expect, it } from 'vitest';
import { distanceWords } from './geo.ts';

describe('distanceWords', () => {
  it('says metres below a kilometre and kilometres to one decimal from there, without a trailing .0', () => {
    expect(distanceWords(40)).toEqual({ metres: 40 });
    expect(distanceWords(999)).toEqual({ metres: 999 });
    expect(distanceWords(1000)).toEqual({ km: '1' });
    expect(distanceWords(2300)).toEqual({ km: '2.3' });
    expect(distanceWords(2349)).toEqual({ km: '2.3' });
    expect(distanceWords(12_000)).toEqual({ km: '12' });
    expect(distanceWords(12_040)).toEqual({ km: '12' });
  });
});
