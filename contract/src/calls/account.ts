import { Type } from 'typebox';
import { defineCall } from '../define.ts';
import { AttemptsLeft, Locked, badRequest } from '../errors.ts';
import { IdParams, Mobile, None, Otp, Password } from '../schemas.ts';

/** The account itself: its password and its deletion. */
export const accountCalls = {
  deleteAccount: defineCall({
    method: 'POST',
    path: '/api/delete-assessorAccount',
    auth: false,
    source: 'ours',
    summary: 'Delete an account, confirmed by the mobile plus its OTP or the password; later logins are refused',
    body: Type.Object({
      mobile: Mobile,
      inputOTP: Type.Optional(Otp),
      password: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    }),
    details: None,
    errors: { 400: badRequest(AttemptsLeft), 423: Locked },
  }),
  // Not in the real back end (backend-facts §3.8); its analogs name the new password `newPassword`. Ours keeps
  // spec §7's path with `password`/`confirmPassword` as registration names them. Wrong current password: 400; success
  // ends the assessor's other sessions.
  // Alternative (unconfirmed, backend-facts-2 AC-1): both admin twins name the new password `newPassword`, one with
  // `confirmNewPassword` ("Confirm Password and Password should be same."). If the real route proves to follow them,
  // the switch is this body: { oldPassword, newPassword: Password, confirmNewPassword }.
  changePassword: defineCall({
    method: 'POST',
    path: '/api/change-password/:id',
    auth: true,
    source: 'ours',
    summary: 'Change the password of the logged-in assessor; other sessions end',
    params: IdParams,
    body: Type.Object({
      oldPassword: Type.String({ minLength: 1, maxLength: 100 }),
      password: Password,
      confirmPassword: Type.String({ minLength: 1, maxLength: 20 }),
    }),
    details: None,
  }),
};
