import type { FastifyInstance } from 'fastify';
import activityRoute from './activity.ts';
import classRoutes from './class.ts';
import lessonRoutes, { type LessonSlot } from './lessons.ts';
import progressRoutes from './progress.ts';
import sandboxRoutes from './sandbox.ts';
import scenarioRoutes from './scenarios.ts';
import stateRoutes from './state.ts';

/** The trainer rehearsal kit: fault scenarios, trainee sandboxes, the class overview, the live feed, state files. */
export default async function rehearsalRoutes(app: FastifyInstance, { lessons }: { lessons: LessonSlot }) {
  await app.register(scenarioRoutes);
  await app.register(sandboxRoutes);
  await app.register(classRoutes);
  await app.register(progressRoutes);
  await app.register(activityRoute);
  await app.register(stateRoutes);
  await app.register(lessonRoutes, { slot: lessons });
}
