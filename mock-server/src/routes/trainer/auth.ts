import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../db/types.ts';
import { findAssessor } from '../../services/auth/assessors.ts';
import { serve } from '../serve.ts';

const latest = (messages: OutboxMessage[]) =>
  messages.reduce<OutboxMessage | undefined>(
    (newest, message) => (!newest || message.sentAt >= newest.sentAt ? message : newest),
    undefined,
  );

/**
 * Trainer endpoints of the logged-out journeys: read what the mock "sent" by SMS or e-mail, and approve a new
 * assessor, so every journey can be completed without a phone or a mailbox.
 */
export default async function trainerAuthRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();

  serve(app, trainerCalls.lastOtp, async (request, reply) => {
    const { mobile } = request.query;
    const sms = latest(app.db.data.outbox.filter((m) => m.channel === 'sms' && m.to === mobile));
    if (!sms) return reply.fail(404, 'No OTP was sent to this mobile');
    const live = app.db.data.otps.some((otp) => otp.mobile === mobile && otp.sentAt === sms.sentAt);
    const link = latest(app.db.data.outbox.filter((m) => m.kind === 'resetLink' && m.to === emailOf(mobile)));
    return reply.ok('Last OTP sent', {
      mobile,
      otp: sms.secret,
      sentAt: sms.sentAt,
      expiresAt: sms.expiresAt,
      // used or replaced: the code no longer works even if it has not expired.
      valid: live && sms.expiresAt > now(),
      ...(link ? { resetToken: link.secret, resetPath: `/reset-password/${link.secret}` } : {}),
    });
  });

  serve(app, trainerCalls.lastResetLink, async (request, reply) => {
    const email = request.query.email.trim().toLowerCase();
    const link = latest(app.db.data.outbox.filter((m) => m.kind === 'resetLink' && m.to === email));
    if (!link) return reply.fail(404, 'No reset link was sent to this e-mail');
    return reply.ok('Last reset link sent', {
      email,
      resetToken: link.secret,
      resetPath: `/reset-password/${link.secret}`,
      sentAt: link.sentAt,
      expiresAt: link.expiresAt,
    });
  });

  serve(app, trainerCalls.approve, async (request, reply) => {
    const assessor = findAssessor(app.db, request.params.id);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    if (!assessor.isAssessorRegister) return reply.fail(400, 'This assessor has not completed registration yet');
    if (assessor.deletedAt) return reply.fail(400, 'This account has been deleted');
    assessor.isActive = true;
    const { _id, assessorId, fullName, email, mobile, isActive } = assessor;
    return reply.ok('Assessor approved', { _id, assessorId, fullName, email, mobile, isActive });
  });

  function emailOf(mobile: string): string | undefined {
    return app.db.data.assessors.find((assessor) => assessor.mobile === mobile)?.email.toLowerCase();
  }
}
