import rateLimit from '@fastify/rate-limit';
import type { CallSpec } from '@assessor/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWrongOtp } from '../services/auth/otps.ts';

/** Wrong OTPs one client address may enter, over every mobile, in a window before its OTP checks answer 429. */
export const WRONG_OTPS_ALLOWED = 20;
export const WRONG_OTP_WINDOW_MS = 15 * 60 * 1000;

/** A call that checks an OTP: its JSON body declares `inputOTP` (OTP login, verification, account deletion). */
function checksOtp(request: FastifyRequest): boolean {
  const call = (request.routeOptions.config as { call?: CallSpec } | undefined)?.call;
  const properties = (call?.body as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && 'inputOTP' in properties;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Each mobile already locks after 5 wrong OTPs (services/auth/attempts.ts, as the real API does), but one device could
 * still try 5 codes on every mobile of the class. So wrong OTPs are also counted per client address
 * (@fastify/rate-limit, memory only): after `WRONG_OTPS_ALLOWED` in the window, that address's OTP checks answer
 * 429 until the window ends, and the log gets one warning. Right codes are never counted.
 */
export default fp(
  async (app) => {
    if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
    const wrongOtps = app.createRateLimit({ max: WRONG_OTPS_ALLOWED, timeWindow: WRONG_OTP_WINDOW_MS });

    app.addHook('onRequest', async (request, reply) => {
      if (!checksOtp(request)) return undefined;
      const state = await wrongOtps(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return undefined;
      const wait = seconds(state.ttl);
      return reply
        .header('retry-after', String(wait))
        .fail(429, `Too many wrong OTPs from this address: try again in ${wait} seconds`);
    });

    app.addHook('onError', async (request, _reply, error) => {
      if (!isWrongOtp(error)) return;
      const after = await wrongOtps(request);
      if (!after.isAllowed && after.remaining === 0) {
        request.log.warn(
          `OTP: ${WRONG_OTPS_ALLOWED} wrong codes from ${after.key}; its OTP checks are refused for ${seconds(after.ttl)} s`,
        );
      }
    });
  },
  { name: 'otp-guesses', dependencies: ['reply'] },
);
