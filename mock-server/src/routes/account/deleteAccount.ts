import { accountCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { assertNotLocked, clearFailures, lockedError, recordFailure } from '../../services/auth/attempts.ts';
import { accountByMobile } from '../../services/auth/assessors.ts';
import { consumeOtp } from '../../services/auth/otps.ts';
import { verifyPassword } from '../../services/auth/passwords.ts';
import { serve } from '../serve.ts';
import { invalidCredentials } from '../../services/auth/messages.ts';

export const ACCOUNT_DELETED_OK = 'Your account has been deleted.';

/** Mock-defined (source: 'ours'): the mobile plus its OTP or the password confirm; the same lockouts apply. */
export default async function deleteAccountRoute(app: FastifyInstance) {
  serve(app, accountCalls.deleteAccount, async (request, reply) => {
    const { mobile, inputOTP, password } = request.body;
    const assessor = accountByMobile(app.db, mobile);
    if (inputOTP) {
      consumeOtp(app.db, app.clock, mobile, inputOTP);
    } else if (password) {
      const key = assessor.email.toLowerCase();
      assertNotLocked(app.db, app.clock, 'password', key);
      if (!(await verifyPassword(password, assessor.passwordHash))) {
        const left = recordFailure(app.db, app.clock, 'password', key);
        throw left === 0 ? lockedError(30) : new ApiError(400, invalidCredentials(left));
      }
      clearFailures(app.db, 'password', key);
    } else {
      throw new ApiError(400, 'Confirm with the OTP sent to your mobile or with your password.');
    }
    assessor.deletedAt = app.clock.now();
    app.sessions.endAllFor(assessor._id);
    return reply.ok(ACCOUNT_DELETED_OK);
  });
}
