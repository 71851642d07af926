import { fieldRules, matches } from '@assessor/contract';

/**
 * Client checks with the contract's rules (the mock refuses the same input). Each answers an i18n key of namespace
 * `auth`, or undefined when the value is fine.
 */
export const checkMobile = (value: string) =>
  !value ? 'mobileRequired' : matches(fieldRules.mobile, value) ? undefined : 'mobileInvalid';

export const checkOtp = (value: string) =>
  !value ? 'otpRequired' : matches(fieldRules.otp, value) ? undefined : 'otpInvalid';

export const checkPassword = (value: string) =>
  !value ? 'passwordRequired' : matches(fieldRules.password, value) ? undefined : 'passwordRule';

export const checkConfirm = (password: string, confirm: string) =>
  !confirm ? 'confirmRequired' : confirm === password ? undefined : 'passwordsDiffer';

export const checkEmail = (value: string) =>
  !value.trim() ? 'emailRequired' : matches(fieldRules.email, value.trim()) ? undefined : 'emailInvalid';

export function checkName(value: string) {
  const length = value.trim().length;
  if (length === 0) return 'nameRequired';
  return length < fieldRules.fullName.minLength || length > fieldRules.fullName.maxLength ? 'nameLength' : undefined;
}

/** Drops the fields without a problem; an empty result means the form may be sent. */
export function problems<K extends string>(found: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(found).filter(([, key]) => key !== undefined)) as Partial<Record<K, string>>;
}
