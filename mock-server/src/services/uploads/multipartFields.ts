import { patternMessages } from '@assessor/contract';
import type { TObject } from 'typebox';
import Value from 'typebox/value';
import { ApiError } from '../../errors/apiError.ts';

/**
 * Checks the text fields of a multipart request against the call's declaration (Fastify validates JSON bodies only);
 * a shared field rule answers with its own words, as for JSON bodies.
 */
export function checkFields(schema: TObject, fields: Record<string, string>): void {
  const [error] = Value.Errors(schema, fields);
  if (!error) return;
  const params = (error as { params?: { pattern?: string; requiredProperties?: string[] } }).params;
  const field = error.instancePath.replace(/^\//, '');
  const missing = params?.requiredProperties?.[0];
  if (missing) throw new ApiError(400, `${missing} is required`, { field: missing, in: 'body' });
  const ruleMessage = params?.pattern ? patternMessages[params.pattern] : undefined;
  throw new ApiError(400, ruleMessage ?? `${field} ${error.message}`, { field, in: 'body' });
}
