import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import {
  ACCOUNT_DELETED,
  APPROVAL_PENDING,
  byMobile,
  createMobileOnly,
  loginDetails,
} from '../../services/auth/assessors.ts';
import { OTP_SENT, consumeOtp, sendOtp } from '../../services/auth/otps.ts';
import { serve } from '../serve.ts';

export const MOBILE_VERIFIED = 'Your mobile number is verified.';
export const NO_OTP_REQUESTED = 'No OTP was requested for this mobile number.';

/** Sends (and logs) an OTP: the log line is how trainers without a phone read it (also GET /__mock/otp). */
export function sendAndLog(app: FastifyInstance, mobile: string): void {
  const code = sendOtp(app.db, app.clock, mobile);
  app.log.info(`OTP for ${mobile}: ${code}`);
}

export default async function otpRoutes(app: FastifyInstance) {
  serve(app, authCalls.sendOtp, async (request, reply) => {
    sendAndLog(app, request.body.mobile);
    return reply.ok(OTP_SENT);
  });

  serve(app, authCalls.resendOtp, async (request, reply) => {
    const earlier = app.db.data.outbox.some(
      (message) => message.channel === 'sms' && message.to === request.body.mobile,
    );
    if (!earlier) return reply.fail(400, NO_OTP_REQUESTED);
    sendAndLog(app, request.body.mobile);
    return reply.ok(OTP_SENT);
  });

  // api-facts §2: wrong OTP, then the outcomes in order (not registered / inactive / registered / unknown mobile).
  serve(app, authCalls.loginByOtp, async (request, reply) => {
    const { mobile, inputOTP } = request.body;
    consumeOtp(app.db, app.clock, mobile, inputOTP);
    const assessor = byMobile(app.db, mobile) ?? createMobileOnly(app.db, mobile, true);
    if (assessor.deletedAt) throw new ApiError(400, ACCOUNT_DELETED);
    assessor.isMobileVerified = true;
    if (!assessor.isAssessorRegister) {
      return reply.ok(MOBILE_VERIFIED, { _id: assessor._id, mobile, isAssessorRegister: false });
    }
    if (!assessor.isActive) return reply.fail(400, APPROVAL_PENDING);
    const { token } = app.sessions.create(assessor._id);
    return reply.ok('User login successfully', loginDetails(assessor, token));
  });
}
