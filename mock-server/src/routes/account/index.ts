import type { FastifyInstance } from 'fastify';
import deleteAccountRoute from './deleteAccount.ts';

/** The account itself: deleting it (changePassword lands here too). */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(deleteAccountRoute);
}
