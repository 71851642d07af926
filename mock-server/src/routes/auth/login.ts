import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { assertNotLocked, clearFailures, lockedError, recordFailure } from '../../services/auth/attempts.ts';
import { ACCOUNT_DELETED, APPROVAL_PENDING, byEmail, loginDetails } from '../../services/auth/assessors.ts';
import { sendOtp } from '../../services/auth/otps.ts';
import { verifyPassword } from '../../services/auth/passwords.ts';
import { serve } from '../serve.ts';
import { MOBILE_NOT_VERIFIED, PROFILE_NOT_CREATED, invalidCredentials } from '../../services/auth/messages.ts';

export default async function loginRoute(app: FastifyInstance) {
  serve(app, authCalls.loginAssessor, async (request, reply) => {
    // Failures count per e-mail, known or not, so the answers do not tell which e-mails have accounts.
    const key = request.body.email.trim().toLowerCase();
    assertNotLocked(app.db, app.clock, 'password', key);
    const assessor = byEmail(app.db, key);
    const valid = assessor?.passwordHash ? await verifyPassword(request.body.password, assessor.passwordHash) : false;
    if (!assessor || !valid) {
      const left = recordFailure(app.db, app.clock, 'password', key);
      if (left === 0) throw lockedError(30);
      return reply.fail(400, invalidCredentials(left), { attemptsRemaining: left });
    }
    clearFailures(app.db, 'password', key);
    if (assessor.deletedAt) return reply.fail(400, ACCOUNT_DELETED);
    if (!assessor.isMobileVerified) {
      sendOtpQuietly(app, assessor.mobile);
      return reply.fail(422, MOBILE_NOT_VERIFIED, { mobile: assessor.mobile });
    }
    if (!assessor.isAssessorRegister) {
      return reply.fail(426, PROFILE_NOT_CREATED, {
        _id: assessor._id,
        mobile: assessor.mobile,
        email: assessor.email,
      });
    }
    if (!assessor.isActive) return reply.fail(400, APPROVAL_PENDING);

    const { token } = app.sessions.create(assessor._id);
    return reply.ok('User login successfully', loginDetails(assessor, token));
  });
}

/** The 422 answer sends an OTP; one sent moments ago (rate limit) is still good, so a refusal is not an error here. */
function sendOtpQuietly(app: FastifyInstance, mobile: string): void {
  try {
    const code = sendOtp(app.db, app.clock, mobile);
    app.log.info(`OTP for ${mobile}: ${code}`);
  } catch {
    // The earlier OTP stays valid.
  }
}
