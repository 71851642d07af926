import type { FastifyInstance } from 'fastify';
import loginRoute from './login.ts';
import logoutRoute from './logout.ts';

/** Password login and logout (OTP, registration and password reset come with later issues). */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(loginRoute);
  await app.register(logoutRoute);
}
