import type { FastifyInstance } from 'fastify';
import loginRoute from './login.ts';
import logoutRoute from './logout.ts';
import otpRoutes from './otp.ts';
import passwordRoutes from './password.ts';
import registerRoutes from './register.ts';

/** Logging in and out, OTPs, registration and password reset (spec §7, api-facts §1–2). */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(otpRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
}
