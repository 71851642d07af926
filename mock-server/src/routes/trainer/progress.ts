import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { classProgress } from '../../services/trainer/progress.ts';
import { progressCsv } from '../../services/trainer/progressCsv.ts';
import { serve } from '../serve.ts';

export const DEFAULT_STUCK_MINUTES = 10;

/**
 * `GET /__mock/class/progress`: the trainer's progress board (services/trainer/progress.ts), the trainees by default,
 * every active account with `all=true`. `GET /__mock/class/progress.csv`: the same board as a CSV file.
 */
export default async function progressRoutes(app: FastifyInstance) {
  const boardOf = (query: { stuckAfter?: number; all?: boolean }) =>
    classProgress(app.db.data, {
      now: app.clock.now(),
      stuckAfterMinutes: query.stuckAfter ?? DEFAULT_STUCK_MINUTES,
      all: query.all === true,
      lastCallOf: (id) => app.activity.lastOf(id),
    });

  serve(app, trainerCalls.classProgress, async (request, reply) => reply.ok('Class progress', boardOf(request.query)));

  serve(app, trainerCalls.classProgressCsv, async (request, reply) => {
    const board = boardOf(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="class-results-${board.day}.csv"`)
      .header('cache-control', 'no-store')
      .send(progressCsv(board));
  });
}
