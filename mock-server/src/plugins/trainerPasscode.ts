import { timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { TRAINER_PASSCODE_HEADER, trainerCalls, type CallSpec } from '@assessor/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Routes under `/__mock/` anyone may call: the health check and the shell of the API document page (no data). */
const open = new Set([trainerCalls.health.path, '/__mock/docs']);

/** Wrong passcodes one client address may send in a window before all its trainer calls answer 429. */
export const WRONG_PASSCODES_ALLOWED = 10;
export const WRONG_PASSCODE_WINDOW_MS = 5 * 60 * 1000;

/**
 * Whether a request spells a `/__mock/` path in any way a browser or a router might read it: percent-decoded,
 * lower-cased, repeated slashes merged and `.`/`..` segments resolved. Used only when no route matched, so that an
 * unknown trainer path reveals nothing without the passcode; a matched route is judged by the route itself.
 */
export function looksLikeTrainerPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* a malformed escape: judge the text as it is */
  }
  path = path
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  try {
    path = new URL(path, 'http://mock.invalid').pathname;
  } catch {
    /* keep the merged text */
  }
  return /^\/__mock(\/|$)/.test(path);
}

/**
 * Whether the matched route is a trainer call: served from `trainerCalls` (source 'mock', set by `serve()` in the
 * route's config) or registered under `/__mock/` (the OpenAPI document, the activity feed). Decided on the route the
 * router chose, so no spelling of the URL (`/%5F%5Fmock/state`, `/__m%6Fck/reset`) can step around it.
 */
function isTrainerRoute(request: FastifyRequest): boolean | 'unknown' {
  const routeUrl = request.routeOptions.url;
  if (routeUrl === undefined || request.is404) return 'unknown';
  const call = (request.routeOptions.config as { call?: CallSpec } | undefined)?.call;
  const trainer = call?.source === 'mock' || routeUrl === '/__mock' || routeUrl.startsWith('/__mock/');
  return trainer && !open.has(routeUrl);
}

function samePasscode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The trainer's controls (OTPs, reset links, the whole state, faults) are for the trainer only: every trainer route
 * but the open ones needs `x-trainer-passcode` = `MOCK_TRAINER_PASSCODE`, never the assessor's token. Without it:
 * 401 in the usual envelope, before anything else runs; unknown `/__mock/`-like paths too, so nothing is revealed.
 *
 * Guessing is limited per client address with @fastify/rate-limit: only wrong passcodes count (the trainer's console
 * and the e2e suite make many right ones). Once an address has sent `WRONG_PASSCODES_ALLOWED` wrong ones in the
 * window, every trainer call from it answers 429 until the window ends, the right passcode included: answering the
 * right one would let guessing go on at full speed, 429 meaning "wrong" and 200 "right".
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
    const wrongGuesses = app.createRateLimit({ max: WRONG_PASSCODES_ALLOWED, timeWindow: WRONG_PASSCODE_WINDOW_MS });

    const refuse = (request: FastifyRequest, reply: FastifyReply, ttlMs: number) => {
      const wait = seconds(ttlMs);
      return reply
        .header('retry-after', String(wait))
        .fail(429, `Too many wrong trainer passcodes from this address: try again in ${wait} seconds`);
    };

    app.addHook('onRequest', async (request, reply) => {
      const trainer = isTrainerRoute(request);
      if (trainer === false || (trainer === 'unknown' && !looksLikeTrainerPath(request.url))) return undefined;
      const given = request.headers[TRAINER_PASSCODE_HEADER];
      if (typeof given !== 'string' || given === '') {
        return reply.fail(401, `Trainer passcode required: send it in the ${TRAINER_PASSCODE_HEADER} header`);
      }
      const before = await wrongGuesses(request, { increment: false });
      if (!before.isAllowed && before.remaining === 0) return refuse(request, reply, before.ttl);
      if (samePasscode(given, app.config.trainerPasscode)) return undefined;
      const after = await wrongGuesses(request);
      if (!after.isAllowed && after.remaining === 0) {
        // One line per burst: the guess that used up the allowance; the refusals after it are not logged one by one.
        request.log.warn(
          `Trainer passcode: ${WRONG_PASSCODES_ALLOWED} wrong guesses from ${after.key}; its trainer calls are refused for ${seconds(after.ttl)} s`,
        );
      }
      return reply.fail(401, 'Wrong trainer passcode');
    });
  },
  { name: 'trainer-passcode', dependencies: ['core', 'reply'] },
);
