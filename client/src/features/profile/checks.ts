import { dashDateValue, identityRules, isAadhaar, isAtLeastYearsOld, isPan, matches } from '@assessor/contract';

/**
 * Client checks of the profile forms, with the contract's rules (the mock refuses the same input). Each answers an
 * i18n key of namespace `profile` (under `errors.`), or undefined when the value is fine.
 */
export const required = (value: string) => (value.trim() ? undefined : 'errors.required');

export function checkCardNumber(cardType: 'aadharCard' | 'panCard', value: string) {
  if (!value) return 'errors.required';
  if (cardType === 'aadharCard') return isAadhaar(value) ? undefined : 'errors.aadhaar';
  return isPan(value) ? undefined : 'errors.pan';
}

export const checkIfsc = (value: string) =>
  !value ? 'errors.required' : matches(identityRules.ifsc, value) ? undefined : 'errors.ifsc';
export const checkAccount = (value: string) =>
  !value ? 'errors.required' : matches(identityRules.bankAccount, value) ? undefined : 'errors.account';
export const checkPinCode = (value: string) =>
  !value ? 'errors.required' : matches(identityRules.pinCode, value) ? undefined : 'errors.pinCode';

export function checkLength(value: string, min: number, max: number) {
  const length = value.trim().length;
  if (length === 0) return 'errors.required';
  return length < min || length > max ? 'errors.length' : undefined;
}

/** dob as DD-MM-YYYY, at least 18 years before `today` (YYYY-MM-DD). */
export function checkDob(dob: string, today: string) {
  if (!dob) return 'errors.required';
  if (dashDateValue(dob) === null) return 'errors.date';
  return isAtLeastYearsOld(dob, today) ? undefined : 'errors.adult';
}

/** The later of two DD-MM-YYYY dates may not come before the earlier. */
export function checkDateOrder(from: string, to: string) {
  const start = dashDateValue(from);
  const end = dashDateValue(to);
  if (start === null || end === null) return undefined;
  return end < start ? 'errors.dateOrder' : undefined;
}

/** "XXXXXXXX9012": every character but the last four hidden. */
export const masked = (number: string) => number.replace(/.(?=.{4})/g, '•');
