import { createHash, randomInt } from 'node:crypto';
import type { AttemptsLeft, RetryAfter } from '@assessor/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import { removeFrom } from '../../db/tracked.ts';
import { ApiError } from '../../errors/apiError.ts';
import { assertNotLocked, clearFailures, lockedError, recordFailure } from './attempts.ts';

export const OTP_LIFETIME_MS = 300 * 1000;
export const RESEND_AFTER_MS = 30 * 1000;
export const OTP_SENT = 'OTP is sent to your Mobile Number.';
export const INCORRECT_OTP = 'Incorrect OTP, please try again.';
export const OTP_EXPIRED = 'OTP has expired. Please request a new OTP.';

const hashOtp = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/**
 * Sends a new OTP to `mobile`: replaces any earlier one, keeps only its hash, and puts the code in the outbox (the
 * mock's SMS gateway). Refused with 429 within 30 s of the last send, and with 423 while OTP entry is locked.
 */
export function sendOtp(db: Db, clock: Clock, mobile: string): string {
  const now = clock.now();
  assertNotLocked(db, clock, 'otp', mobile);
  const previous = db.data.otps.find((otp) => otp.mobile === mobile);
  if (previous && now - previous.sentAt < RESEND_AFTER_MS) {
    const wait = Math.ceil((previous.sentAt + RESEND_AFTER_MS - now) / 1000);
    const payload: RetryAfter = { retryAfter: wait };
    throw new ApiError(429, `Please wait ${wait} seconds before requesting another OTP.`, payload);
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const expiresAt = now + OTP_LIFETIME_MS;
  db.data.otps = db.data.otps.filter((otp) => otp.mobile !== mobile);
  db.data.otps.push({ mobile, codeHash: hashOtp(mobile, code), sentAt: now, expiresAt });
  db.data.outbox.push({
    channel: 'sms',
    to: mobile,
    kind: 'otp',
    secret: code,
    sentAt: now,
    expiresAt,
    text: `${code} is your Assessor Portal OTP. It is valid for 5 minutes. Do not share it with anyone.`,
  });
  return code;
}

const WRONG_CODE = Symbol('wrong OTP');

/** Marks the refusal of a wrong code, which plugins/otpGuesses.ts counts per client address. */
const wrongCode = (error: ApiError) => Object.assign(error, { [WRONG_CODE]: true });

/** Whether an error is the refusal of a wrong OTP (not an expired one, nor a lock already in force). */
export const isWrongOtp = (error: unknown) => typeof error === 'object' && error !== null && WRONG_CODE in error;

/**
 * Checks and uses up the OTP of `mobile`. Wrong codes count towards the OTP lockout (api-facts §1): 400
 * "Incorrect OTP, please try again." with the tries left, 423 on the fifth. Expired or never sent: 400.
 */
export function consumeOtp(db: Db, clock: Clock, mobile: string, input: string): void {
  assertNotLocked(db, clock, 'otp', mobile);
  const otp = db.data.otps.find((candidate) => candidate.mobile === mobile);
  if (!otp || otp.expiresAt <= clock.now()) throw new ApiError(400, OTP_EXPIRED);
  if (otp.codeHash !== hashOtp(mobile, input)) {
    const left = recordFailure(db, clock, 'otp', mobile);
    if (left === 0) throw wrongCode(lockedError(30));
    const payload: AttemptsLeft = { attemptsRemaining: left };
    throw wrongCode(new ApiError(400, INCORRECT_OTP, payload));
  }
  removeFrom(db.data.otps, otp);
  clearFailures(db, 'otp', mobile);
}
