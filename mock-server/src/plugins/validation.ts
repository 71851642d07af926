import type { FastifyRequest, FastifyServerOptions, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Ajv coerces nothing. Its coercion was too kind for a contract check: `"fullName": true` became the text "true",
 * and a query's "1e309" became Infinity after the finiteness check had passed (answered as `"page": null`), "0x10"
 * became 16. JSON bodies must carry the declared types; query and path text is converted below, strictly.
 */
export const validationOptions = {
  ajv: { customOptions: { coerceTypes: false } },
} satisfies FastifyServerOptions;

type Scalar = 'integer' | 'number' | 'boolean';
type Converters = Record<string, Scalar>;

// At most 15 digits: always a safe integer (and a finite number), so "in range" is left to the schema's bounds.
const INTEGER = /^-?[0-9]{1,15}$/;
const DECIMAL = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;

/** The text of a query or path value as its declared type; anything else stays text, for the schema to refuse. */
export function fromText(value: unknown, type: Scalar): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'integer') return INTEGER.test(value) ? Number(value) : value;
  if (type === 'number') return DECIMAL.test(value) ? Number(value) : value;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

interface PropertySchema {
  type?: unknown;
  const?: unknown;
  anyOf?: PropertySchema[];
}

/** The scalar type of a property: its own type, or that of a union of numeric constants (`sortOrder: 1 | -1`). */
function scalarOf(property: PropertySchema): Scalar | undefined {
  if (property.type === 'integer' || property.type === 'number' || property.type === 'boolean') return property.type;
  const members = property.anyOf ?? [];
  if (members.length > 0 && members.every((member) => Number.isInteger(member.const))) return 'integer';
  return undefined;
}

/** The non-text properties of an object schema, by name. */
function scalarsOf(schema: unknown): Converters {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {};
  const found: Converters = {};
  for (const [name, property] of Object.entries(properties)) {
    const type = scalarOf(property);
    if (type) found[name] = type;
  }
  return found;
}

function converter(part: 'query' | 'params', scalars: Converters): preValidationHookHandler {
  return (request: FastifyRequest, _reply, done) => {
    const values = request[part] as Record<string, unknown> | undefined;
    for (const [name, type] of Object.entries(scalars)) {
      if (values && Object.hasOwn(values, name)) values[name] = fromText(values[name], type);
    }
    done();
  };
}

/** Adds the strict text conversion to each route whose query or path declares numbers or booleans. */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const hooks: preValidationHookHandler[] = [];
      const query = scalarsOf(route.schema?.querystring);
      const params = scalarsOf(route.schema?.params);
      if (Object.keys(query).length > 0) hooks.push(converter('query', query));
      if (Object.keys(params).length > 0) hooks.push(converter('params', params));
      if (hooks.length === 0) return;
      const existing = route.preValidation;
      route.preValidation = [...hooks, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
    });
  },
  { name: 'validation' },
);
