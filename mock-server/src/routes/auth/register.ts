import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { accountByMobile, byMobile, loginDetails } from '../../services/auth/assessors.ts';
import { consumeOtp } from '../../services/auth/otps.ts';
import { register } from '../../services/auth/registration.ts';
import { issueResetToken } from '../../services/auth/resetTokens.ts';
import { serve } from '../serve.ts';
import { MOBILE_VERIFIED, sendAndLog } from './otp.ts';

export const REGISTERED = 'Registration successful. OTP is sent to your Mobile Number.';
export const REGISTERED_VERIFIED = 'Registration successful. Your account is waiting for admin approval.';

export default async function registerRoutes(app: FastifyInstance) {
  serve(app, authCalls.registerAssessor, async (request, reply) => {
    const assessor = register(app.db, request.body);
    // A record made by OTP login has a verified mobile already; any other registration verifies it next.
    if (!assessor.isMobileVerified) sendQuietly(app, assessor.mobile);
    const { _id, assessorId, mobile, isMobileVerified } = assessor;
    return reply.ok(
      isMobileVerified ? REGISTERED_VERIFIED : REGISTERED,
      { _id, assessorId, mobile, isMobileVerified },
      201,
    );
  });

  serve(app, authCalls.verifyOtp, async (request, reply) => {
    const { mobile, inputOTP, purpose = 'register' } = request.body;
    if (purpose === 'resetPassword') {
      const assessor = accountByMobile(app.db, mobile);
      consumeOtp(app.db, app.clock, mobile, inputOTP);
      const { token } = issueResetToken(app.db, app.clock, assessor);
      return reply.ok(MOBILE_VERIFIED, { mobile, isMobileVerified: true, resetToken: token });
    }
    const assessor = byMobile(app.db, mobile);
    if (!assessor || assessor.deletedAt) throw new ApiError(400, 'No registration found for this mobile number.');
    consumeOtp(app.db, app.clock, mobile, inputOTP);
    assessor.isMobileVerified = true;
    const verified = {
      _id: assessor._id,
      mobile,
      isMobileVerified: true,
      isAssessorRegister: assessor.isAssessorRegister,
    };
    // A token comes back only for an assessor who may log in; a new one waits for approval (spec §2: ApprovalPending).
    if (!assessor.isActive) return reply.ok(MOBILE_VERIFIED, verified);
    const { token } = app.sessions.create(assessor._id);
    return reply.ok(MOBILE_VERIFIED, { ...verified, ...loginDetails(assessor, token) });
  });
}

/** Registration stands even when the OTP may not be sent yet (one went out moments ago): resend covers it. */
function sendQuietly(app: FastifyInstance, mobile: string): void {
  try {
    sendAndLog(app, mobile);
  } catch {
    // The earlier OTP stays valid.
  }
}
