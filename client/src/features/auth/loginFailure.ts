import type { ErrorOf, authCalls } from '@assessor/contract';
import type { ApiError } from '../../api/types.ts';

/** The 400 payload of a wrong password (ours): `{ attemptsRemaining }`; the real API sends only the message. */
type WrongPassword = Extract<ErrorOf<typeof authCalls.loginAssessor, 400>, { attemptsRemaining: number }>;

/** Why a password login failed, as the screen words it. */
export type LoginFailure =
  | { kind: 'wrongPassword'; attemptsRemaining?: number }
  | { kind: 'locked'; minutes?: number }
  | { kind: 'other'; message: string };

const count = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[1];
  return found === undefined ? undefined : Number(found);
};

/** A sentence ends with a full stop (the API's messages often do not). */
export const withFullStop = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Reads a failed login: a wrong password (attempts left from the typed payload, else from "N attempts remaining" in the
 * message), a lockout (423, minutes from "after N minutes"), or any other message, ending with a full stop.
 */
export function loginFailure(error: ApiError | undefined, fallback: string): LoginFailure {
  const message = error?.message ?? '';
  if (error?.status === 423) return { kind: 'locked', minutes: count(message, /(\d+)\s*minute/i) };
  const payload = error?.error as Partial<WrongPassword> | undefined;
  const fromPayload = typeof payload === 'object' && payload !== null && typeof payload.attemptsRemaining === 'number' ? payload.attemptsRemaining : undefined;
  const attemptsRemaining = fromPayload ?? count(message, /(\d+)\s*attempts?\s+remaining/i);
  if (error?.status === 400 && (attemptsRemaining !== undefined || /invalid credentials/i.test(message))) {
    return attemptsRemaining === undefined ? { kind: 'wrongPassword' } : { kind: 'wrongPassword', attemptsRemaining };
  }
  return { kind: 'other', message: withFullStop(message || fallback) };
}
