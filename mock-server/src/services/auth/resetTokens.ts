import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import type { Assessor } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { hashToken } from './sessions.ts';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const INVALID_RESET = 'This password reset link is invalid or has already been used.';
export const EXPIRED_RESET = 'This password reset link has expired. Please start again.';

/** A new single-use token; only its hash is stored. */
export function issueResetToken(db: Db, clock: Clock, assessor: Assessor): { token: string; expiresAt: number } {
  const token = randomBytes(24).toString('hex');
  const expiresAt = clock.now() + RESET_TOKEN_LIFETIME_MS;
  db.data.resetTokens.push({ tokenHash: hashToken(token), assessor_id: assessor._id, expiresAt, usedAt: null });
  return { token, expiresAt };
}

/** "E-mails" a reset link: the token goes to the outbox, where trainers read it. */
export function mailResetLink(db: Db, clock: Clock, assessor: Assessor): void {
  const { token, expiresAt } = issueResetToken(db, clock, assessor);
  db.data.outbox.push({
    channel: 'email',
    to: assessor.email,
    kind: 'resetLink',
    secret: token,
    sentAt: clock.now(),
    expiresAt,
    text: `Open /reset-password/${token} to choose a new password. The link works once, for 30 minutes.`,
  });
}

/** Uses a token up (and every other open token of the same assessor); answers whose it was. */
export function redeemResetToken(db: Db, clock: Clock, token: string): string {
  const now = clock.now();
  const record = db.data.resetTokens.find((candidate) => candidate.tokenHash === hashToken(token));
  if (!record || record.usedAt !== null) throw new ApiError(400, INVALID_RESET);
  if (record.expiresAt <= now) throw new ApiError(400, EXPIRED_RESET);
  for (const other of db.data.resetTokens) {
    if (other.assessor_id === record.assessor_id && other.usedAt === null) other.usedAt = now;
  }
  return record.assessor_id;
}
