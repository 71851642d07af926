import { Type, type Static, type TSchema } from 'typebox';

/** Success body of every answer (api-facts §1). `details` may be absent. */
export function successEnvelope<D extends TSchema>(details: D) {
  return Type.Object({
    cacheHit: Type.Boolean(),
    statusCode: Type.Integer(),
    success: Type.Literal(true),
    message: Type.String(),
    details: Type.Optional(details),
  });
}

/** Error body: the payload key is `error`, which may be a string, an object or an array. */
export const ErrorEnvelope = Type.Object({
  statusCode: Type.Integer(),
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Unknown(),
});

export type ErrorBody = Static<typeof ErrorEnvelope>;

export interface SuccessBody<D> {
  cacheHit: boolean;
  statusCode: number;
  success: true;
  message: string;
  details?: D;
}
