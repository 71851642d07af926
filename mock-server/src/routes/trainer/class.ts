import { type DetailsOf, indiaIsoDay, trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

import type { Assessor, DbState } from '../../db/types.ts';
import { batchTypeOf, requestState } from '../../services/batches/batches.ts';
import { documentsOf, sectionNames } from '../../services/profile/profileDocuments.ts';
import { isTrainee } from '../../services/trainer/sandbox.ts';
import { serve } from '../serve.ts';

type Row = DetailsOf<typeof trainerCalls.classOverview>[number];

function statusOf(assessor: Assessor): Row['status'] {
  if (assessor.deletedAt) return 'deleted';
  if (!assessor.isMobileVerified) return 'mobile not verified';
  if (!assessor.isAssessorRegister) return 'profile not created';
  return assessor.isActive ? 'active' : 'approval pending';
}

const newestFirst = <T extends { sentAt: number }>(list: T[]) => [...list].sort((a, b) => b.sentAt - a.sentAt);

/**
 * A fingerprint of what waits for the trainer's review (regularisations pending, documents not reviewed, issues not
 * closed): the console reloads a card's "Waiting for review" only when it changes, not on every refresh of 100 cards.
 */
function waitingOf(data: DbState, assessor: Assessor): string {
  const waiting = [
    (data.regularizeRequests ?? []).filter(
      (request) => request.assesor_id === assessor._id && request.isApprove === 'pending',
    ),
    sectionNames.flatMap((section) => documentsOf(assessor, section).filter((doc) => doc.status === 'noAction')),
    (data.raisedIssues ?? []).filter((issue) => issue.assesor_id === assessor._id && issue.status !== 'closed'),
  ];
  return createHash('sha1').update(JSON.stringify(waiting)).digest('hex').slice(0, 16);
}

/** One assessor as the trainer console lists them. */
function rowOf(data: DbState, assessor: Assessor, today: string, now: number): Row {
  const own = data.batches.filter((batch) => batch.accessorId === assessor._id);
  const accepted = own.filter((batch) => requestState(batch) === 'accepted').map((batch) => batchTypeOf(batch, today));
  const sms = newestFirst(data.outbox.filter((m) => m.kind === 'otp' && m.to === assessor.mobile))[0];
  const link = newestFirst(
    data.outbox.filter((m) => m.kind === 'resetLink' && m.to === assessor.email.toLowerCase()),
  )[0];
  return {
    _id: assessor._id,
    assessorId: assessor.assessorId,
    fullName: assessor.fullName,
    email: assessor.email,
    mobile: assessor.mobile,
    status: statusOf(assessor),
    trainee: isTrainee(assessor),
    openSessions: data.sessions.filter((s) => s.assessor_id === assessor._id && s.endedAt === null && s.expiresAt > now)
      .length,
    pendingRequests: own.filter((batch) => requestState(batch) === 'pending').length,
    batches: {
      ongoing: accepted.filter((type) => type === 'ongoing').length,
      upcoming: accepted.filter((type) => type === 'upcoming').length,
      completed: accepted.filter((type) => type === 'completed').length,
    },
    unreadNotifications: data.notifications.filter((n) => n.recipient === assessor._id && !n.isRead).length,
    waiting: waitingOf(data, assessor),
    ...(sms
      ? {
          lastOtp: {
            otp: sms.secret,
            sentAt: sms.sentAt,
            valid: data.otps.some((o) => o.mobile === sms.to && o.sentAt === sms.sentAt) && sms.expiresAt > now,
          },
        }
      : {}),
    ...(link ? { lastResetPath: `/reset-password/${link.secret}` } : {}),
  };
}

/** `GET /__mock/class`: every assessor with what the trainer watches. */
export default async function classRoutes(app: FastifyInstance) {
  serve(app, trainerCalls.classOverview, async (_request, reply) => {
    const now = app.clock.now();
    const today = indiaIsoDay(now);
    return reply.ok(
      'Class',
      app.db.data.assessors.map((assessor) => rowOf(app.db.data, assessor, today, now)),
    );
  });
}
