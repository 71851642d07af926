import type { CallSpec, DetailsOf, ErrorOf } from '@assessor/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TSchema } from 'typebox';
import type { AuthInfo } from '../plugins/auth.ts';

type Part<C, K extends string> = C extends { readonly [P in K]: infer S extends TSchema } ? S : undefined;

/** The Fastify schema a contract entry turns into. Multipart calls get no body schema (parsed by their handler). */
type SchemaOf<C extends CallSpec> = {
  params: Part<C, 'params'>;
  querystring: Part<C, 'query'>;
  body: C extends { multipart: object } ? undefined : Part<C, 'body'>;
};

/** The request of a contract call: params, query and body typed from the TypeBox schemas; `auth` set when needed. */
export type CallRequest<C extends CallSpec> = Omit<
  FastifyRequest<
    RouteGenericInterface,
    RawServerDefault,
    RawRequestDefaultExpression,
    SchemaOf<C> & FastifySchema,
    TypeBoxTypeProvider
  >,
  'auth'
> & { auth: C extends { auth: true } ? AuthInfo : null };

/** The reply, with `ok` taking only the `details` the contract declares and `fail` only its declared error payloads. */
export type CallReply<C extends CallSpec> = Omit<
  FastifyReply<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression>,
  'ok' | 'fail'
> & {
  ok(message: string, details?: DetailsOf<C>, status?: number): FastifyReply;
  fail<S extends number>(status: S, message: string, error?: ErrorOf<C, S>): FastifyReply;
};

export type CallHandler<C extends CallSpec> = (
  request: CallRequest<C>,
  reply: CallReply<C>,
) => Promise<unknown> | unknown;

export interface ServeOptions {
  /** A GET that changes the state (the real API has them, e.g. update-tab-status); other methods always write. */
  writes?: boolean;
  /** Largest JSON body in bytes, when the default (1 MB) is too small, e.g. a state file. */
  bodyLimit?: number;
}

/**
 * Registers a contract entry: its method and path, its schemas, authentication when it needs a token, and the
 * write of the state after every call that changes it (plugins/persist.ts).
 */
export function serve<C extends CallSpec>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: ServeOptions = {},
): void {
  const schema: FastifySchema = {};
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body && !call.multipart) schema.body = call.body;
  app.route({
    method: call.method,
    url: call.path,
    schema,
    config: { call, writes: call.method !== 'GET' || options.writes === true },
    ...(call.auth ? { onRequest: app.authenticate } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // The schemas above guarantee the shapes these types describe.
    handler: (request, reply) => handler(request as unknown as CallRequest<C>, reply as unknown as CallReply<C>),
  });
}

/** Names of the contract entries this app has no route for, sorted. */
export function unservedCalls(app: FastifyInstance, calls: Readonly<Record<string, CallSpec>>): string[] {
  return Object.entries(calls)
    .filter(([, call]) => !app.hasRoute({ method: call.method, url: call.path }))
    .map(([name]) => name)
    .sort();
}
