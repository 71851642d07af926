import type { ErrorBody, SuccessBody } from '@assessor/contract';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Success envelope of api-facts §1; `details` is left out when undefined. */
    ok(message: string, details?: unknown, status?: number): FastifyReply;
    /** Error envelope of api-facts §1. `error` defaults to the message. */
    fail(status: number, message: string, error?: unknown): FastifyReply;
  }
}

export function successBody<D>(message: string, details?: D, status = 200): SuccessBody<D> {
  return details === undefined
    ? { cacheHit: false, statusCode: status, success: true, message }
    : { cacheHit: false, statusCode: status, success: true, message, details };
}

export function errorBody<E = string>(status: number, message: string, error?: E): ErrorBody<E | string> {
  return { statusCode: status, success: false, message, error: error ?? message };
}

/** The one place that shapes answers. */
export default fp(
  async (app) => {
    app.decorateReply('ok', function (message: string, details?: unknown, status = 200) {
      return this.code(status).send(successBody(message, details, status));
    });
    app.decorateReply('fail', function (status: number, message: string, error?: unknown) {
      return this.code(status).send(errorBody(status, message, error));
    });
  },
  { name: 'reply' },
);
