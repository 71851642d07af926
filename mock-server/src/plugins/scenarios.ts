import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MOBILE_NOT_VERIFIED, PROFILE_NOT_CREATED } from '../services/auth/messages.ts';
import { ScenarioStore, type Scenario } from '../services/trainer/scenarios.ts';
import { traineeOf } from '../services/trainer/traineeOf.ts';
import { recordActivity } from './activity.ts';
import { SERVER_ERROR_MESSAGE } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fault scenarios the trainer armed (POST /__mock/scenarios). */
    scenarios: ScenarioStore;
  }
}

/** Requests answered by a scenario: their answers are staged faults, not the call's contract (check-answers skips them). */
const staged = new WeakSet<FastifyRequest>();
export const isStagedFault = (request: FastifyRequest) => staged.has(request);

const isApiPath = (url: string) => url.startsWith('/api/');
const pathOf = (url: string) => url.split('?')[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer of api-facts §1 (texts included) each scenario stands for. */
function answer(
  scenario: Scenario,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { _id: string; mobile: string; email: string },
) {
  switch (scenario.status) {
    case 401:
      return reply.fail(401, 'Session has been expired');
    case 410:
      return reply.fail(410, 'This token has been expired');
    case 422:
      return reply.fail(422, MOBILE_NOT_VERIFIED, { mobile: who.mobile });
    case 426:
      return reply.fail(426, PROFILE_NOT_CREATED, { _id: who._id, mobile: who.mobile, email: who.email });
    case 423:
      return reply.fail(
        423,
        'Account is locked due to multiple failed login attempts. Please try again after 30 minutes.',
        { isAccountLocked: true },
      );
    case 500:
      return reply.fail(500, SERVER_ERROR_MESSAGE);
    case 'quirk':
      return reply.code(200).send({ statusCode: 200, success: false, message: 'file not found', error: [] });
    case 'drop':
      // The connection closes with no answer at all, as when the network drops mid-call.
      recordActivity(request.server, request, 0);
      reply.hijack();
      request.raw.socket?.destroy();
      return reply;
    case 'slow':
      return undefined;
  }
}

/**
 * Applies the armed scenarios to the API's calls (`/api/...`): the first scenario of the caller that matches answers
 * the call (or, for `slow`, delays it and lets it run), counting itself down. Runs after authentication and body
 * parsing, so logged-in calls are matched by token and logins by their e-mail or mobile.
 */
export default fp(
  async (app) => {
    app.decorate('scenarios', new ScenarioStore(app.clock));
    app.addHook('preValidation', async (request, reply) => {
      if (app.scenarios.size === 0 || !isApiPath(request.url)) return undefined;
      const who = traineeOf(app, request);
      if (!who) return undefined;
      const scenario = app.scenarios.take(who._id, pathOf(request.url));
      if (!scenario) return undefined;
      request.log.info({ scenario: scenario._id, status: scenario.status }, 'trainer scenario answers this call');
      if (scenario.status === 'slow') {
        await sleep(scenario.latencyMs ?? 0);
        return undefined;
      }
      staged.add(request);
      return answer(scenario, request, reply, who);
    });
  },
  { name: 'scenarios', dependencies: ['core', 'reply', 'auth', 'activity'] },
);
