import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { classProgress } from '../../services/trainer/progress.ts';
import { serve } from '../serve.ts';

export const DEFAULT_STUCK_MINUTES = 10;

/** `GET /__mock/class/progress`: the trainer's progress board (services/trainer/progress.ts). */
export default async function progressRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.classProgress, async (request, reply) => {
    const board = classProgress(app.db.data, {
      now: app.clock.now(),
      stuckAfterMinutes: request.query.stuckAfter ?? DEFAULT_STUCK_MINUTES,
      lastCallOf: (id) => app.activity.lastOf(id),
    });
    return reply.ok('Class progress', board);
  });
}
