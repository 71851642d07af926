import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { AttemptsLeft, Locked, MobileNotVerified, ProfileNotCreated, RetryAfter, badRequest } from '../errors.ts';
import { fieldRules } from '../rules.ts';
import { Email, Mobile, None, ObjectId, Otp, Password } from '../schemas.ts';

/** The assessor as the login answers carry it (spec §3 "Login details"). */
const UserDetails = Type.Object({
  _id: ObjectId,
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  assessorId: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
});

const LoginDetails = Type.Object({
  token: Type.String(),
  userRole: Type.Optional(Type.String()),
  user_details: Type.Optional(UserDetails),
  _id: ObjectId,
  // api-facts §2 outcome 3 lists them next to the token.
  fullName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  isMobileVerified: Type.Optional(Type.Boolean()),
  isAssessorRegister: Type.Optional(Type.Boolean()),
});

/** Outcomes 1, 3 and 4 of api-facts §2: a token only when the assessor is registered. */
const OtpLoginDetails = Type.Object({
  _id: ObjectId,
  mobile: Type.String(),
  isAssessorRegister: Type.Boolean(),
  isMobileVerified: Type.Optional(Type.Boolean()),
  fullName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
  userRole: Type.Optional(Type.String()),
  user_details: Type.Optional(UserDetails),
});

const MobileOtp = Type.Object({ mobile: Mobile, inputOTP: Otp });

export const authCalls = {
  loginAssessor: defineCall({
    method: 'POST',
    path: '/api/login-assesor',
    auth: false,
    source: 'api-facts',
    summary:
      'Log in with e-mail and password. 400 "Invalid credentials. N attempts remaining before account lockout." ' +
      '(payload attemptsRemaining, ours), ' +
      '423 locked, 422 mobile not verified (an OTP is sent), 426 profile not created, 400 "Admin approval pending", ' +
      '400 deleted account',
    body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 100 }) }),
    details: LoginDetails,
    errors: { 400: badRequest(AttemptsLeft), 422: MobileNotVerified, 423: Locked, 426: ProfileNotCreated },
  }),
  loginByOtp: defineCall({
    method: 'POST',
    path: '/api/loginBy-assesorOTP',
    auth: false,
    source: 'api-facts',
    summary: 'Log in (or start registering) with mobile and OTP; the four outcomes of api-facts §2',
    body: MobileOtp,
    details: OtpLoginDetails,
    errors: { 400: badRequest(AttemptsLeft), 423: Locked },
  }),
  sendOtp: defineCall({
    method: 'POST',
    path: '/api/send-assesorOTP',
    auth: false,
    source: 'api-facts',
    summary: 'Send a 4-digit OTP (300 s) to a mobile; 429 when asked again within 30 s',
    body: Type.Object({ mobile: Mobile }),
    details: None,
    errors: { 429: RetryAfter },
  }),
  verifyOtp: defineCall({
    method: 'POST',
    path: '/api/verify-assesorOTP',
    auth: false,
    source: 'ours',
    summary: 'Verify the OTP of a registration (token when the assessor is active) or of a password reset (resetToken)',
    body: Type.Object({
      mobile: Mobile,
      inputOTP: Otp,
      purpose: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('resetPassword')])),
    }),
    details: Type.Object({
      _id: Type.Optional(ObjectId),
      mobile: Type.String(),
      isMobileVerified: Type.Boolean(),
      fullName: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()),
      isAssessorRegister: Type.Optional(Type.Boolean()),
      token: Type.Optional(Type.String()),
      userRole: Type.Optional(Type.String()),
      user_details: Type.Optional(UserDetails),
      resetToken: Type.Optional(Type.String()),
    }),
    errors: { 400: badRequest(AttemptsLeft), 423: Locked },
  }),
  resendOtp: defineCall({
    method: 'POST',
    path: '/api/reverify-assesorOTP',
    auth: false,
    source: 'ours',
    summary: 'Send the OTP again (a new code; same 30 s limit as send)',
    body: Type.Object({ mobile: Mobile }),
    details: None,
    errors: { 429: RetryAfter },
  }),
  registerAssessor: defineCall({
    method: 'POST',
    path: '/api/register-assesor',
    auth: false,
    source: 'api-facts',
    summary:
      'Register a new assessor (starts inactive until approved); with `_id`, completes the record an OTP login made',
    body: Type.Object({
      _id: Type.Optional(ObjectId),
      fullName: Type.String({ minLength: fieldRules.fullName.minLength, maxLength: fieldRules.fullName.maxLength }),
      email: Email,
      ToaType: Type.Union([Type.Literal('Radiant'), Type.Literal('Self'), Type.Literal('None')]),
      RadiantFundToa: Type.Boolean(),
      // Required without `_id`. With `_id` it must be left out: the real duplicate check refuses the record's own mobile.
      mobile: Type.Optional(Mobile),
      assessorSipId: Type.String({ maxLength: 50 }),
      password: Password,
      confirmPassword: Type.String({ minLength: 1, maxLength: 20 }),
      acceptTermCondition: Type.Boolean(),
    }),
    // isMobileVerified false: an OTP was sent, verify it next.
    details: Type.Object({
      _id: ObjectId,
      assessorId: Type.String(),
      mobile: Type.String(),
      isMobileVerified: Type.Boolean(),
    }),
  }),
  forgetPassword: defineCall({
    method: 'POST',
    path: '/api/assessor-forgetPassword',
    auth: false,
    source: 'ours',
    summary:
      'Start a password reset: with `mobile`, an OTP to it and a reset link to the account e-mail; with `email`, the link only',
    body: Type.Object({ mobile: Type.Optional(Mobile), email: Type.Optional(Email) }),
    details: Type.Object({ mobile: Type.Optional(Type.String()), email: Type.Optional(Type.String()) }),
    errors: { 429: RetryAfter },
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/reset-password',
    auth: false,
    source: 'ours',
    summary: 'Set a new password with a single-use reset token (from verify-assesorOTP or the e-mailed link)',
    body: Type.Object({
      resetToken: Type.String({ minLength: 1, maxLength: 200 }),
      password: Password,
      confirmPassword: Type.String({ minLength: 1, maxLength: 20 }),
    }),
    details: None,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/logout',
    auth: true,
    source: 'api-facts',
    summary: 'End the current session',
    details: None,
  }),
};
