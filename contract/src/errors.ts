import { Type, type Static, type TSchema } from 'typebox';
import { Mobile, ObjectId } from './schemas.ts';

/**
 * Payloads (`error` of the error body) that carry data. A call lists the ones it can answer in `errors`, by HTTP
 * status; a status it does not list has the message (or a validation note) as its payload.
 */

/** A request that failed its schema: which field, and in which part (body, query, params). */
export const FieldError = Type.Object({ field: Type.String(), in: Type.Optional(Type.String()) });

/** 423 after 5 failures (api-facts §1). */
export const Locked = Type.Object({ isAccountLocked: Type.Literal(true) });
export type Locked = Static<typeof Locked>;

/** A wrong OTP, with the tries left before the lock (ours). */
export const AttemptsLeft = Type.Object({ attemptsRemaining: Type.Integer({ minimum: 0 }) });
export type AttemptsLeft = Static<typeof AttemptsLeft>;

/** 429: seconds until another OTP may be sent (ours). */
export const RetryAfter = Type.Object({ retryAfter: Type.Integer({ minimum: 0 }) });
export type RetryAfter = Static<typeof RetryAfter>;

/** 422 of the password login: the mobile is not verified yet and an OTP went to it (api-facts §1). */
export const MobileNotVerified = Type.Object({ mobile: Mobile });

/** 426 of the password login: registration not completed; the client continues it with these. */
export const ProfileNotCreated = Type.Object({ _id: ObjectId, mobile: Type.String(), email: Type.String() });

/** A 400 payload: the message, a validation note, or one of the given shapes. */
export function badRequest<const T extends TSchema[]>(...shapes: T) {
  return Type.Union([Type.String(), FieldError, ...shapes]);
}
