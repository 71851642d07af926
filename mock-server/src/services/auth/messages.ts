/**
 * The login's answer messages, as the real API words them (api-facts §1). Routes answer with them, and so does the
 * trainer's scenario plugin when it makes a trainee meet one.
 */
export const invalidCredentials = (left: number) =>
  `Invalid credentials. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining before account lockout.`;
export const MOBILE_NOT_VERIFIED = 'Your mobile number is not verified. OTP is sent to your Mobile Number.';
export const PROFILE_NOT_CREATED = 'Profile not created. Please complete your registration.';
