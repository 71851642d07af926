import { describe, expect, it } from 'vitest';
import { indianFigures, indianNumberWords, rupeesInWords } from './indianWords.ts';

describe('amounts in Indian numbering', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [4500, 'four thousand five hundred'],
    [100000, 'one lakh'],
    [250000, 'two lakh fifty thousand'],
    [1234567, 'twelve lakh thirty-four thousand five hundred sixty-seven'],
    [10000000, 'one crore'],
    [123456789, 'twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine'],
    [1000000000, 'one hundred crore'],
  ])('%d → %s', (value, words) => {
    expect(indianNumberWords(value)).toBe(words);
  });

  it('writes rupees with a capital and "only", paise when there are any', () => {
    expect(rupeesInWords(5600)).toBe('Five thousand six hundred rupees only');
    expect(rupeesInWords(101.5)).toBe('One hundred one rupees and fifty paise only');
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => indianNumberWords(-1)).toThrow(RangeError);
    expect(() => indianNumberWords(1.5)).toThrow(RangeError);
  });

  it('groups figures the Indian way', () => {
    expect(indianFigures(999)).toBe('999');
    expect(indianFigures(5600)).toBe('5,600');
    expect(indianFigures(1234567)).toBe('12,34,567');
    expect(indianFigures(123456789.5)).toBe('12,34,56,789.50');
  });
});
