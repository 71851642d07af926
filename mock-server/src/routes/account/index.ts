import type { FastifyInstance } from 'fastify';
import changePasswordRoute from './changePassword.ts';
import deleteAccountRoute from './deleteAccount.ts';

/** The account itself: its password and its deletion. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(deleteAccountRoute);
  await app.register(changePasswordRoute);
}
