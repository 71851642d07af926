import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Success envelope of api-facts §1; `details` is left out when undefined. */
    ok(message: string, details?: unknown, status?: number): FastifyReply;
    /** Error envelope of api-facts §1. `error` defaults to the message. */
    fail(status: number, message: string, error?: unknown): FastifyReply;
  }
}

export interface SuccessBody {
  cacheHit: false;
  statusCode: number;
  success: true;
  message: string;
  details?: unknown;
}

export interface ErrorBody {
  statusCode: number;
  success: false;
  message: string;
  error: unknown;
}

export function successBody(message: string, details?: unknown, status = 200): SuccessBody {
  return details === undefined
    ? { cacheHit: false, statusCode: status, success: true, message }
    : { cacheHit: false, statusCode: status, success: true, message, details };
}

export function errorBody(status: number, message: string, error?: unknown): ErrorBody {
  return { statusCode: status, success: false, message, error: error ?? message };
}

/** The one place that shapes answers. */
export default fp(async (app) => {
  app.decorateReply('ok', function (message: string, details?: unknown, status = 200) {
    return this.code(status).send(successBody(message, details, status));
  });
  app.decorateReply('fail', function (status: number, message: string, error?: unknown) {
    return this.code(status).send(errorBody(status, message, error));
  });
}, { name: 'reply' });
