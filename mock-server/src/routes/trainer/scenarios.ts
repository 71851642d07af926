import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { findAssessor } from '../../services/auth/assessors.ts';
import { serve } from '../serve.ts';

/** Fault scenarios: armed per trainee by the console (or curl), listed, disarmed (plugins/scenarios.ts applies them). */
export default async function scenarioRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.armScenario, async (request, reply) => {
    const { assessor: key, status, times, path, latencyMs } = request.body;
    const assessor = findAssessor(app.db, key);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    if (latencyMs !== undefined && status !== 'slow') return reply.fail(400, 'latencyMs is only for the slow scenario');
    const scenario = app.scenarios.arm({
      assessor: assessor._id,
      email: assessor.email,
      status,
      times,
      path,
      latencyMs,
    });
    return reply.ok('Scenario armed', scenario, 201);
  });

  serve(app, trainerCalls.scenarios, async (_request, reply) => reply.ok('Armed scenarios', app.scenarios.list()));

  serve(app, trainerCalls.disarmScenario, async (request, reply) => {
    const scenario = app.scenarios.disarm(request.params.id);
    if (!scenario) return reply.fail(404, 'Scenario not found (it may have run out)');
    return reply.ok('Scenario disarmed', scenario);
  });
}
