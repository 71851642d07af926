import { notificationCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../services/batches/batches.ts';
import { paginate } from '../../services/shared/paging.ts';
import { serve } from '../serve.ts';

/** Does an If-None-Match header name this tag (or `*`)? Weak tags compare by their opaque part. */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const value = part.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });
}

/**
 * Notifications (api-facts §8). The list is polled every 2 s by every logged-in client, so it answers an ETag per
 * assessor and query, and 304 without a body when the client's tag is current: no scan, no serialisation.
 */
export default async function notificationRoutes(app: FastifyInstance) {
  serve(app, notificationCalls.notificationList, async (request, reply) => {
    const me = request.auth.assessor._id;
    const { assesor_id, page = 1, limit = 10, search, sortOrder = -1 } = request.query;
    assertSelf(me, assesor_id);
    const tag = app.notifications.etag(me, `${page}-${limit}-${sortOrder}-${encodeURIComponent(search ?? '')}`);
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();

    const { list, unread } = app.notifications.of(me);
    const needle = search?.trim().toLowerCase();
    let chosen = needle ? list.filter((n) => `${n.title} ${n.content}`.toLowerCase().includes(needle)) : list;
    if (sortOrder === 1) chosen = [...chosen].reverse();
    const { items, ...counts } = paginate(chosen, page, limit);
    return reply.ok('Notification list', { notifications: items, unreadCount: unread, ...counts });
  });

  serve(app, notificationCalls.changeNotificationStatus, async (request, reply) => {
    const item = app.notifications.markRead(request.auth.assessor._id, request.params.id);
    if (!item) return reply.fail(404, 'Notification not found');
    return reply.ok('Notification marked as read', item);
  });
}
