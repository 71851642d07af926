import { timingSafeEqual } from 'node:crypto';
import { TRAINER_PASSCODE_HEADER, trainerCalls } from '@assessor/contract';
import fp from 'fastify-plugin';

/** `/__mock/` paths anyone may read: the health check and the shell of the API document page (it holds no data). */
const open = new Set([trainerCalls.health.path, '/__mock/docs']);

export const isTrainerPath = (url: string) => /^\/__mock(\/|\?|$)/.test(url);

function samePasscode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The trainer's controls (OTPs, reset links, ending sessions, faults) are for the trainer only: every `/__mock/` call
 * but the open ones needs `x-trainer-passcode` = `MOCK_TRAINER_PASSCODE`, never the assessor's token. Without it:
 * 401 in the usual envelope, before anything else runs (even for unknown `/__mock/` paths, so nothing is revealed).
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isTrainerPath(request.url)) return undefined;
    const pathOnly = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (open.has(pathOnly)) return undefined;
    const given = request.headers[TRAINER_PASSCODE_HEADER];
    if (typeof given !== 'string' || given === '') {
      return reply.fail(401, `Trainer passcode required: send it in the ${TRAINER_PASSCODE_HEADER} header`);
    }
    if (!samePasscode(given, app.config.trainerPasscode)) return reply.fail(401, 'Wrong trainer passcode');
    return undefined;
  });
}, { name: 'trainer-passcode', dependencies: ['core', 'reply'] });
