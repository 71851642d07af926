import { verhoeffDigit } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { checkAccount, checkCardNumber, checkDateOrder, checkDob, checkIfsc, masked } from './checks.ts';
import { dashOfIso, isoOfDash } from './dates.ts';

describe('profile checks', () => {
  it('accepts an Aadhaar number only with its Verhoeff check digit', () => {
    const stem = '23456789012';
    const good = `${stem}${verhoeffDigit(stem)}`;
    expect(checkCardNumber('aadharCard', good)).toBeUndefined();
    expect(checkCardNumber('aadharCard', `${stem}${(verhoeffDigit(stem) + 1) % 10}`)).toBe('errors.aadhaar');
    expect(checkCardNumber('aadharCard', '12345678901')).toBe('errors.aadhaar');
  });
  it('checks PAN, IFSC and account numbers', () => {
    expect(checkCardNumber('panCard', 'ABCDE1234F')).toBeUndefined();
    expect(checkCardNumber('panCard', 'ABCD12345F')).toBe('errors.pan');
    expect(checkIfsc('HDFC0001234')).toBeUndefined();
    expect(checkIfsc('HDFC1001234')).toBe('errors.ifsc');
    expect(checkAccount('12345678')).toBe('errors.account');
    expect(checkAccount('123456789')).toBeUndefined();
  });
  it('wants an adult and dates in order', () => {
    expect(checkDob('10-03-2007', '2025-03-10')).toBeUndefined();
    expect(checkDob('11-03-2007', '2025-03-10')).toBe('errors.adult');
    expect(checkDateOrder('01-01-2024', '31-12-2023')).toBe('errors.dateOrder');
    expect(checkDateOrder('01-01-2024', '01-01-2024')).toBeUndefined();
  });
  it('masks all but the last four and reads both date orders', () => {
    expect(masked('ABCDE1234F')).toBe('••••••234F');
    expect(dashOfIso('2024-02-29')).toBe('29-02-2024');
    expect(isoOfDash('29-02-2024')).toBe('2024-02-29');
    expect(isoOfDash('02-29-2024')).toBe('2024-02-29');
  });
});
