import type { FastifyInstance } from 'fastify';
import profilePercentageRoute from './percentage.ts';

/**
 * The assessor's profile. Served so far: the percentage. Still to land here: profile, updateProfile,
 * deleteProfilePhoto, the document sections (personal, experience, education, job role, agreement), bank details,
 * getStates, getCities, jobRoleList.
 */
export default async function profileRoutes(app: FastifyInstance) {
  await app.register(profilePercentageRoute);
}
