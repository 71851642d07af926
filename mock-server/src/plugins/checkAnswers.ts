import {
  contract,
  errorEnvelope,
  trainerCalls,
  ErrorEnvelope,
  successEnvelope,
  type CallSpec,
} from '@assessor/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { errorBody } from './reply.ts';
import { isStagedFault } from './scenarios.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route serves (set by `serve`). */
    call?: CallSpec;
  }
}

const names = new Map<CallSpec, string>(
  Object.entries({ ...contract, ...trainerCalls }).map(([name, call]) => [call, name]),
);

/** The schema an answer of this call with this HTTP status must meet: its details, or its declared error payload. */
function schemaOf(call: CallSpec, body: { success?: unknown }, status: number): TSchema {
  if (body.success === true) return successEnvelope(call.details);
  const declared = call.errors?.[status];
  return declared ? errorEnvelope(declared) : ErrorEnvelope;
}

/** Path of the first key `full` has and `cleaned` (the same value with undeclared keys removed) lacks. */
function firstUndeclared(full: unknown, cleaned: unknown, path = ''): string | undefined {
  if (typeof full !== 'object' || full === null || typeof cleaned !== 'object' || cleaned === null) return undefined;
  for (const [key, value] of Object.entries(full)) {
    if (!(key in cleaned)) return `${path}/${key}`;
    const deeper = firstUndeclared(value, (cleaned as Record<string, unknown>)[key], `${path}/${key}`);
    if (deeper) return deeper;
  }
  return undefined;
}

const isUnknown = (schema: TSchema) => (schema as { '~kind'?: string })['~kind'] === 'Unknown';

/** The first way `body` differs from what the contract declares, or undefined when it matches. */
export function firstMismatch(call: CallSpec, status: number, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'the answer is not a JSON object';
  const schema = schemaOf(call, body, status);
  const [error] = Value.Errors(schema, body);
  if (error) return `${error.instancePath || '/'} ${error.message}`;
  // The declaration is the whole answer: a key it does not name is a mismatch too (either side may be wrong).
  // A JSON copy: an answer may hold records of a file-backed state, whose change-tracking proxies cannot be cloned.
  const undeclared = firstUndeclared(body, Value.Clean(schema, JSON.parse(JSON.stringify(body)) as unknown));
  if (undeclared) return `${undeclared} is not declared`;
  const details = (body as { details?: unknown }).details;
  if ((body as { success: unknown }).success === true && details !== undefined && isUnknown(call.details)) {
    return '/details is present but the call declares none';
  }
  const statusCode = (body as { statusCode: number }).statusCode;
  if (statusCode !== status) return `/statusCode is ${statusCode} but the HTTP status is ${status}`;
  return undefined;
}

/**
 * Checks every JSON answer of a contract route against the call's declaration (tests turn this on). A mismatch
 * becomes a 500 whose message names the call and the first difference, so the test that caused it fails loudly.
 * Fastify's response schemas are not used: their serialiser drops undeclared keys, which would change answers.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const call = request.routeOptions.config.call;
      // A trainer's fault scenario answers outside the call's declaration on purpose.
      if (!call || isStagedFault(request)) return payload;
      const mismatch = firstMismatch(call, reply.statusCode, payload);
      if (!mismatch) return payload;
      const message =
        `Answer of ${names.get(call) ?? 'a call'} (${call.method} ${call.path}, HTTP ${reply.statusCode}) ` +
        `does not match the contract: ${mismatch}`;
      request.log.error(message);
      process.stderr.write(`${message}\n`);
      reply.code(500);
      return errorBody(500, message, payload);
    });
  },
  { name: 'check-answers' },
);
