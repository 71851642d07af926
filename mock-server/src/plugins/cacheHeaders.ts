import { AUTH_HEADER } from '@assessor/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Paths answered by the API and trainer routes (never by the client's files). */
export const isServerPath = (url: string) => /^\/(api|__mock)(\/|\?|$)/.test(url);

/** A conditional GET (an ETag on a 200 or 304) may be kept by the browser, but only to revalidate it every time. */
export const REVALIDATE = 'private, no-cache';
export const NEVER_STORE = 'no-store';

/** Adds a name to `Vary` once, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase()))
    reply.header('vary', [...names, name].join(', '));
}

/**
 * Cache rules of every answer the server itself makes. Without them a browser may store an error: a 410 is cacheable
 * by default, and a stored 410 of `notification-list` is replayed to the next session's poll of the same URL, which
 * logs that session out at once. So an API answer is `no-store`, except the deliberate conditional GET (its ETag on
 * 200/304), which is `private, no-cache`: kept, but revalidated on every poll. Each varies on the token, since the
 * answer belongs to whoever sent it. Outside the API, error answers are `no-store` too; files keep their own rules.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      // The matched route decides, not the URL's spelling (`/%5F%5Fmock/state` is the state route too).
      if (isServerPath(request.routeOptions.url ?? request.url)) {
        const conditional = (reply.statusCode === 200 || reply.statusCode === 304) && reply.hasHeader('etag');
        reply.header('cache-control', conditional ? REVALIDATE : NEVER_STORE);
        addVary(reply, AUTH_HEADER);
      } else if (reply.statusCode >= 400) {
        reply.header('cache-control', NEVER_STORE);
      }
      done(null, payload);
    });
  },
  { name: 'cache-headers' },
);
