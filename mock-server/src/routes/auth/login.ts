import { authCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../services/passwords.ts';
import { serve } from '../serve.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials.';

export default async function loginRoute(app: FastifyInstance) {
  serve(app, authCalls.loginAssessor, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const assessor = app.db.data.assessors.find((candidate) => candidate.email.toLowerCase() === email);
    const valid = assessor?.passwordHash ? await verifyPassword(request.body.password, assessor.passwordHash) : false;
    // The lockout rule of api-facts §1 (5 failures → 30 minutes) belongs here: count failures per assessor and
    // answer 423 before checking the password once locked.
    if (!assessor || !valid) return reply.fail(400, INVALID_CREDENTIALS);
    if (!assessor.isActive) return reply.fail(400, 'Admin approval pending');

    const { token } = app.sessions.create(assessor._id);
    await app.db.write();
    const { _id, fullName, mobile, assessorId, url } = assessor;
    return reply.ok('User login successfully', {
      token,
      userRole: 'assessor',
      user_details: { _id, fullName, email: assessor.email, mobile, assessorId, url },
      _id,
      mobile,
      isMobileVerified: assessor.isMobileVerified,
      isAssessorRegister: assessor.isAssessorRegister,
    });
  });
}
