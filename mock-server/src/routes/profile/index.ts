import type { FastifyInstance } from 'fastify';
import basicProfileRoutes from './basic.ts';
import bankRoutes from './bank.ts';
import jobRoleListRoute from './jobRoles.ts';
import profilePercentageRoute from './percentage.ts';
import placeRoutes from './places.ts';
import sectionRoutes from './sections.ts';

/** The assessor's profile: basic details and photo, the five document sections, bank details, places, job roles. */
export default async function profileRoutes(app: FastifyInstance) {
  await app.register(profilePercentageRoute);
  await app.register(basicProfileRoutes);
  await app.register(sectionRoutes);
  await app.register(bankRoutes);
  await app.register(placeRoutes);
  await app.register(jobRoleListRoute);
}
