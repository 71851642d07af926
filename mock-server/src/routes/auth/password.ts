import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { clearFailures } from '../../services/auth/attempts.ts';
import { ACCOUNT_DELETED, accountByMobile, byEmail } from '../../services/auth/assessors.ts';
import { OTP_SENT } from '../../services/auth/otps.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { PASSWORDS_DIFFER } from '../../services/auth/registration.ts';
import { mailResetLink, redeemResetToken } from '../../services/auth/resetTokens.ts';
import { randomBytes } from 'node:crypto';
import { serve } from '../serve.ts';
import { sendAndLog } from './otp.ts';

export const LINK_SENT = 'A password reset link is sent to your e-mail.';
export const PASSWORD_RESET = 'Password reset successfully. Please log in with your new password.';

export default async function passwordRoutes(app: FastifyInstance) {
  serve(app, authCalls.forgetPassword, async (request, reply) => {
    const { mobile, email } = request.body;
    if (mobile) {
      const assessor = accountByMobile(app.db, mobile);
      sendAndLog(app, mobile);
      mailResetLink(app.db, app.clock, assessor);
      return reply.ok(OTP_SENT, { mobile });
    }
    if (!email) throw new ApiError(400, 'Enter your mobile number or e-mail.');
    const assessor = byEmail(app.db, email);
    if (!assessor || !assessor.isAssessorRegister) throw new ApiError(400, 'No account found with this e-mail.');
    if (assessor.deletedAt) throw new ApiError(400, ACCOUNT_DELETED);
    mailResetLink(app.db, app.clock, assessor);
    return reply.ok(LINK_SENT, { email: assessor.email });
  });

  serve(app, authCalls.resetPassword, async (request, reply) => {
    const { resetToken, password, confirmPassword } = request.body;
    if (password !== confirmPassword) throw new ApiError(400, PASSWORDS_DIFFER);
    const assessorId = redeemResetToken(app.db, app.clock, resetToken);
    const assessor = app.db.data.assessors.find((candidate) => candidate._id === assessorId);
    if (!assessor || assessor.deletedAt) throw new ApiError(400, ACCOUNT_DELETED);
    assessor.passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
    // A new password ends the old sessions and the password lockout.
    app.sessions.endAllFor(assessor._id);
    clearFailures(app.db, 'password', assessor.email.toLowerCase());
    return reply.ok(PASSWORD_RESET);
  });
}
