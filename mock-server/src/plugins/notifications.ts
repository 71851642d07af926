import fp from 'fastify-plugin';
import { NotificationStore } from '../services/notifications/notifications.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications indexed by recipient, with per-recipient versions for ETags. */
    notifications: NotificationStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', new NotificationStore(app.db, app.clock));
  },
  { name: 'notifications', dependencies: ['core'] },
);
