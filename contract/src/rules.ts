import { identityRules } from './identity.ts';
/**
 * Field rules of api-facts §2, shared by the mock (schema validation, error messages) and the client (validation
 * before sending), so both sides refuse the same input with the same words.
 */
export const fieldRules = {
  mobile: { pattern: '^[0-9]{10}$', message: 'Mobile number must be exactly 10 digits.' },
  otp: { pattern: '^[0-9]{4}$', message: 'OTP must be exactly 4 digits.' },
  password: {
    pattern: '^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[!@#$%^&*]).{8,20}$',
    message:
      'Password must be 8-20 characters with at least one letter, one number and one special character (!@#$%^&*).',
  },
  fullName: { minLength: 2, maxLength: 50, message: 'Full name must be 2-50 characters.' },
  email: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'Invalid email address' },
} as const;

/** The message for a schema `pattern` failure, by pattern (the mock's error formatter reads it). */
export const patternMessages: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(fieldRules), ...Object.values(identityRules)].flatMap((rule) =>
    'pattern' in rule ? [[rule.pattern, rule.message]] : [],
  ),
);

export const matches = (rule: { pattern: string }, value: string) => new RegExp(rule.pattern).test(value);
