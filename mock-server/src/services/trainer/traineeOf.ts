import { AUTH_HEADER } from '@assessor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Assessor } from '../../db/types.ts';
import { byEmail, byMobile } from '../auth/assessors.ts';

/**
 * The assessor a call of the API belongs to: the token's owner (even of an ended or expired session), else the
 * e-mail or mobile of a logged-out call's body (login, OTPs). Undefined when the call names nobody.
 */
export function traineeOf(app: FastifyInstance, request: FastifyRequest): Assessor | undefined {
  if (request.auth) return request.auth.assessor;
  const token = request.headers[AUTH_HEADER];
  if (typeof token === 'string' && token !== '') {
    const session = app.sessions.find(token);
    if (session) return app.db.data.assessors.find((assessor) => assessor._id === session.assessor_id);
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, mobile } = body as { email?: unknown; mobile?: unknown };
  if (typeof email === 'string' && email !== '') return byEmail(app.db, email);
  if (typeof mobile === 'string' && mobile !== '') return byMobile(app.db, mobile);
  return undefined;
}
