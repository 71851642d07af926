import { TRAINER_PASSCODE_HEADER, trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { LessonRunner } from '../../services/trainer/lessons/runner.ts';
import { checkLesson, urlOf, type LessonScript, type ReadyStep } from '../../services/trainer/lessons/script.ts';
import { listShipped, readShipped } from '../../services/trainer/lessons/shipped.ts';
import { isTrainee } from '../../services/trainer/sandbox.ts';
import { serve } from '../serve.ts';

/**
 * Where the loaded lesson is kept: made by the trainer routes, so `POST /__mock/reset` (back to the seed, as a restart)
 * forgets the lesson too and no step of it runs into whatever comes next (each e2e test starts with a reset).
 */
export class LessonSlot {
  runner: LessonRunner | undefined;

  forget(): void {
    this.runner?.stop();
    this.runner = undefined;
  }
}

/** How often the server looks for due steps on its own (real time); tests move a fake clock and call in instead. */
const TICK_MS = 1000;

/**
 * Lesson scripts: `POST /__mock/lessons` (load), `/start`, `/pause`, `/stop`, `GET /__mock/lessons/current`, and the
 * shipped ones (`fixtures/lessons/`): `GET /__mock/lessons/shipped`, `POST /__mock/lessons/shipped/:id` (load by id).
 * One lesson at a time, kept in memory (a restart forgets it, like the armed scenarios). A step is injected into the
 * app with the trainer passcode, so it goes through the same checks, effects and persistence as the trainer's call.
 */
export default async function lessonRoutes(app: FastifyInstance, { slot }: { slot: LessonSlot }) {
  /** The assessors a `for` step runs for: their keys, in the stored order. */
  function targetsOf(step: ReadyStep): string[] {
    if (Array.isArray(step.for)) return step.for;
    const active = app.db.data.assessors.filter((a) => !a.deletedAt && a.isActive);
    return (step.for === 'trainees' ? active.filter(isTrainee) : active).map((a) => a._id);
  }

  async function perform(step: ReadyStep): Promise<number[]> {
    const inject = (body: unknown) =>
      app
        .inject({
          method: step.spec.method,
          url: urlOf(step),
          headers: { [TRAINER_PASSCODE_HEADER]: app.config.trainerPasscode },
          ...(body === undefined ? {} : { payload: body as object }),
        })
        .then((response) => response.statusCode);
    if (step.for === undefined) return [await inject(step.body)];
    const statuses: number[] = [];
    // One after another: each writes the state, and the order stays the assessors' order.
    for (const assessor of targetsOf(step))
      statuses.push(await inject({ ...(step.body as object | undefined), assessor }));
    return statuses;
  }

  const timer = setInterval(() => {
    void slot.runner?.tick();
  }, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // No step may start on a closing app; one already running is let finish.
    const lesson = slot.runner;
    lesson?.stop();
    await lesson?.tick();
  });

  /** Checks a script's steps (a refused one keeps the loaded lesson), then replaces the loaded lesson with it. */
  function load(script: LessonScript): LessonRunner {
    const steps = checkLesson(script);
    slot.runner?.stop();
    slot.runner = new LessonRunner(app.clock, script, steps, perform);
    return slot.runner;
  }

  serve(app, trainerCalls.loadLesson, async (request, reply) => {
    const loaded = load(request.body);
    return reply.ok(`Lesson loaded: ${request.body.name}, ${loaded.view().steps} steps`, loaded.view());
  });

  serve(app, trainerCalls.shippedLessons, async (_request, reply) => reply.ok('Shipped lessons', await listShipped()));

  serve(app, trainerCalls.loadShippedLesson, async (request, reply) => {
    const script = await readShipped(request.params.id);
    const loaded = load(script);
    return reply.ok(`Lesson loaded: ${script.name}, ${loaded.view().steps} steps`, loaded.view());
  });

  serve(app, trainerCalls.startLesson, async (_request, reply) => {
    const lesson = slot.runner;
    if (!lesson) return reply.fail(404, 'No lesson loaded: POST /__mock/lessons first');
    lesson.start();
    // Steps at +0 run now, so the answer already shows them.
    await lesson.tick();
    return reply.ok('Lesson started', lesson.view());
  });

  serve(app, trainerCalls.pauseLesson, async (_request, reply) => {
    const lesson = slot.runner;
    if (!lesson) return reply.fail(404, 'No lesson loaded');
    await lesson.tick();
    lesson.pause();
    return reply.ok('Lesson paused', lesson.view());
  });

  serve(app, trainerCalls.stopLesson, async (_request, reply) => {
    const lesson = slot.runner;
    if (!lesson) return reply.fail(404, 'No lesson loaded');
    await lesson.tick();
    lesson.stop();
    return reply.ok('Lesson stopped', lesson.view());
  });

  serve(app, trainerCalls.currentLesson, async (_request, reply) => {
    const lesson = slot.runner;
    if (!lesson) return reply.ok('No lesson loaded', null);
    await lesson.tick();
    return reply.ok('Current lesson', lesson.view());
  });
}
