import { Type, type TSchema } from 'typebox';

/** Success body of every answer (api-facts §1). `details` may be absent. */
export interface SuccessBody<D = unknown> {
  cacheHit: boolean;
  statusCode: number;
  success: true;
  message: string;
  details?: D;
}

/** Error body: the payload key is `error`, which may be a string, an object or an array. */
export interface ErrorBody<E = unknown> {
  statusCode: number;
  success: false;
  message: string;
  error: E;
}

export function successEnvelope<D extends TSchema>(details: D) {
  return Type.Object({
    cacheHit: Type.Boolean(),
    statusCode: Type.Integer(),
    success: Type.Literal(true),
    message: Type.String(),
    details: Type.Optional(details),
  });
}

export function errorEnvelope<E extends TSchema>(error: E) {
  return Type.Object({
    statusCode: Type.Integer(),
    success: Type.Literal(false),
    message: Type.String(),
    error,
  });
}

/** Any error answer; a call's declared `errors` narrow `error` per status. */
export const ErrorEnvelope = errorEnvelope(Type.Unknown());
