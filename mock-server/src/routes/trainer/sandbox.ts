import { randomInt } from 'node:crypto';
import { indiaIsoDay, trainerCalls } from '@assessor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Assessor } from '../../db/types.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { findAssessor } from '../../services/auth/assessors.ts';
import { restoreAssessor } from '../../services/trainer/restore.ts';
import { makeSandbox, makeTrainee, nextTraineeNumber } from '../../services/trainer/sandbox.ts';
import { serve } from '../serve.ts';

/** A password of the API's rule (letter, digit, special character), shared by one class and shown once. */
const classPassword = () => `Class@${randomInt(1000, 10_000)}`;

/** Trainee sandboxes: a class of accounts with their own batches; a reset of one trainee or of the whole class. */
export default async function sandboxRoutes(app: FastifyInstance) {
  const context = () => {
    const now = app.clock.now();
    return { seed: app.config.seed, today: indiaIsoDay(now), now, seedState: app.seedState };
  };

  /** Restores the assessors' data; stored files no record names any more are deleted once the state is written. */
  const restore = (request: FastifyRequest, who: Assessor[]) => {
    const keys = who.flatMap((assessor) => {
      app.scenarios.clear(assessor._id);
      return restoreAssessor(app.db.data, assessor, context());
    });
    afterWrite(request, async () => {
      await Promise.all(keys.map((key) => app.files.remove(key)));
    });
    return keys.length;
  };

  serve(app, trainerCalls.createTrainees, async (request, reply) => {
    const { count, prefix } = request.body;
    const { seed, today, now } = context();
    const password = classPassword();
    const first = nextTraineeNumber(app.db.data.assessors);
    const trainees = Array.from({ length: count }, (_, i) => makeTrainee(seed, today, first + i, prefix, password));
    const data = app.db.data;
    const sandboxes = trainees.map((trainee) => makeSandbox(seed, today, trainee, data.jobRoles, now));
    data.assessors = [...data.assessors, ...trainees];
    for (const name of ['batches', 'candidates', 'assessmentDays', 'tabStatuses', 'notifications'] as const) {
      (data[name] as unknown[]) = [...data[name], ...sandboxes.flatMap((sandbox) => sandbox[name] ?? [])];
    }
    return reply.ok(
      `${count} trainees created`,
      trainees.map(({ _id, assessorId, fullName, email, mobile }) => ({
        _id,
        assessorId,
        fullName,
        email,
        mobile,
        password,
      })),
      201,
    );
  });

  serve(app, trainerCalls.resetTrainee, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const removedFiles = restore(request, [assessor]);
    return reply.ok('Trainee reset', { _id: assessor._id, email: assessor.email, removedFiles });
  });

  serve(app, trainerCalls.resetClass, async (request, reply) => {
    const everyone = [...app.db.data.assessors];
    const removedFiles = restore(request, everyone);
    app.scenarios.clear();
    return reply.ok('Class reset', { assessors: everyone.length, removedFiles });
  });
}
