import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { todayInKolkata } from '../../config.ts';
import { findAssessor } from '../../services/assessors.ts';
import { assignNewBatch } from '../../services/assign.ts';

const Assessor = Type.String({ minLength: 1, maxLength: 254, description: '_id, e-mail or mobile' });
const NotificationType = Type.Union(['message', 'alert', 'reminder', 'other'].map((t) => Type.Literal(t)));

/** Trainer endpoints that put work in front of an assessor: a new batch request, a notification. */
export default async function assignmentRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/__mock/batches/assign', { config: { writes: true }, schema: { body: Type.Object({ assessor: Assessor }) } }, async (request, reply) => {
    const assessor = findAssessor(app.db, request.body.assessor);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const batch = assignNewBatch(app.db, app.notifications, assessor, app.config.seed, todayInKolkata(app.clock.now()));
    return reply.ok('Batch assigned', batch, 201);
  });

  app.post('/__mock/notifications', {
    config: { writes: true },
    schema: {
      body: Type.Object({
        assessor: Assessor,
        title: Type.String({ minLength: 1, maxLength: 120 }),
        content: Type.String({ minLength: 1, maxLength: 1000 }),
        type: Type.Optional(NotificationType),
        link: Type.Optional(Type.String({ pattern: '^/', maxLength: 300 })),
      }),
    },
  }, async (request, reply) => {
    const { assessor: key, title, content, type = 'message', link } = request.body;
    const assessor = findAssessor(app.db, key);
    if (!assessor) return reply.fail(404, 'Assessor not found');
    const item = app.notifications.add({ recipient: assessor._id, title, content, type: type as 'message', link, sender: 'trainer' });
    return reply.ok('Notification sent', item, 201);
  });
}
