import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { patternMessages } from '@assessor/contract';
import { ApiError } from '../errors/apiError.ts';

export const SERVER_ERROR_MESSAGE = 'Oops! Something went wrong here...';

const partNames: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/** "email must match format \"email\"": the field first, then what is wrong. */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const part = partNames[dataVar] ?? dataVar;
  if (!first) return new Error(`${part} is invalid`);
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : '';
  if (missing) return new Error(`${path ? `${path}.` : ''}${missing} is required`);
  const ruleMessage = first.keyword === 'pattern' ? patternMessages[String(first.params.pattern)] : undefined;
  // A shared field rule (contract/src/rules.ts) has its own words, the same the client shows.
  if (ruleMessage) return Object.assign(new Error(ruleMessage), { field: path });
  if (first.keyword === 'additionalProperties') {
    return new Error(`${path || part} must not have the property ${String(first.params.additionalProperty)}`);
  }
  return new Error(`${path || part} ${first.message ?? 'is invalid'}`);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) return reply.fail(error.status, error.message, error.error);
      if (error.validation) {
        const field = (error as { field?: string }).field ?? error.message.split(' ')[0];
        return reply.fail(400, error.message, { field, in: partNames[error.validationContext ?? ''] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.fail(status, error.message, error.code);
      request.log.error({ err: error }, 'request failed');
      return reply.fail(500, SERVER_ERROR_MESSAGE);
    });
  },
  { name: 'errors', dependencies: ['reply'] },
);
