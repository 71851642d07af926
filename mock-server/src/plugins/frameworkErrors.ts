import { AUTH_HEADER } from '@assessor/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { NEVER_STORE, addVary } from './cacheHeaders.ts';
import { SERVER_ERROR_MESSAGE } from './errors.ts';
import { errorBody } from './reply.ts';

/**
 * Longest path parameter the router takes. Ids are at most 64 characters (contract `ObjectId`), so anything between
 * that and this limit reaches the route and gets the schema's 400 naming the parameter; past it the router answers
 * 414. There are no regular-expression parameters, so a long parameter costs nothing but its bytes.
 */
export const MAX_PARAM_LENGTH = 1000;

const frameworkAnswers: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The URL is not valid: the path has a malformed percent-encoding.'],
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    `The URL is too long: a path parameter has more than ${MAX_PARAM_LENGTH} characters.`,
  ],
};

/**
 * Refusals the router makes before any route (and so before the error handler and the hooks) runs. The reply here is
 * a bare one, without the app's reply decorators: the envelope and the cache rule are written by hand.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = frameworkAnswers[error.code] ?? [500, SERVER_ERROR_MESSAGE];
  if (status >= 500) request.log.error({ err: error }, 'router failed');
  else request.log.info({ code: error.code, url: request.url.slice(0, 200) }, 'refused by the router');
  addVary(reply, AUTH_HEADER);
  reply
    .code(status)
    .header('cache-control', NEVER_STORE)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(status, message, error.code)));
}

const connectionAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request header fields too large: the URL and headers together must stay under 16 KB.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Requests node's HTTP parser refuses (an oversized head, conflicting lengths, garbage) never become Fastify requests:
 * the answer goes straight to the socket, in the same envelope, and the connection closes, as node itself would do.
 */
function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = connectionAnswers[error.code] ?? [400, 'The request is not valid HTTP.'];
  this.log.info({ code: error.code }, 'refused by the HTTP parser');
  // An answer already on its way (the route answered, then the rest of the body proved unreadable) must not be
  // followed by a second one on the same socket: node itself checks the same.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(errorBody(status, message, error.code));
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cache-Control: ${NEVER_STORE}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

/** Server options that make every refusal, including the framework's own, an error envelope of api-facts §1. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
} satisfies FastifyServerOptions;
