import { randomBytes } from 'node:crypto';
import { accountCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError.ts';
import { assertSelf } from '../../services/batches/batches.ts';
import { hashPassword, verifyPassword } from '../../services/auth/passwords.ts';
import { serve } from '../serve.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is wrong.';
export const SAME_PASSWORD = 'Password should be different from old one.';
export const CONFIRM_DIFFERS = 'Confirm Password and Password should be same.';

/** `change-password/:id` (ours, backend-facts §3.8): the current password, then the new one; other sessions end. */
export default async function changePasswordRoute(app: FastifyInstance) {
  serve(app, accountCalls.changePassword, async (request, reply) => {
    const { assessor: me, session } = request.auth;
    assertSelf(me._id, request.params.id);
    const { oldPassword, password, confirmPassword } = request.body;
    if (password !== confirmPassword)
      throw new ApiError(400, CONFIRM_DIFFERS, { field: 'confirmPassword', in: 'body' });
    if (!(await verifyPassword(oldPassword, me.passwordHash)))
      throw new ApiError(400, WRONG_CURRENT_PASSWORD, { field: 'oldPassword', in: 'body' });
    if (oldPassword === password) throw new ApiError(400, SAME_PASSWORD, { field: 'password', in: 'body' });
    me.passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
    // Every other device has to log in with the new password; this one stays signed in.
    for (const other of app.db.data.sessions) {
      if (other.assessor_id === me._id && other._id !== session._id) app.sessions.end(other);
    }
    return reply.ok('Password Update Successfully');
  });
}
