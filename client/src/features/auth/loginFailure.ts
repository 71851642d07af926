import type { ErrorOf, authCalls } from '@assessor/contract';
import type { ApiError } from '../../api/types.ts';

/** The 400 payload of a wrong password (ours): `{ attemptsRemaining }`; the real API sends only the message. */
type WrongPassword = Extract<ErrorOf<typeof authCalls.loginAssessor, 400>, { attemptsRemaining: number }>;

/** Why a password login failed, as the screen words it: attempts or minutes left, else the server's message. */
export type LoginFailure = { kind: 'wrongPassword' | 'locked'; count: number } | { kind: 'other'; message: string };

/** A sentence ends with a full stop (the API's messages often do not). */
export const withFullStop = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Reads a failed login: a wrong password (attempts left from the typed payload, else from "N attempts remaining" in the
 * message), a lockout (423, minutes from "after N minutes"), or else the server's message, ending with a full stop.
 */
export function loginFailure(error: ApiError | undefined, fallback: string): LoginFailure {
  const message = error?.message ?? '';
  const number = (pattern: RegExp) => {
    const found = pattern.exec(message)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  const minutes = error?.status === 423 ? number(/(\d+)\s*minute/i) : undefined;
  if (minutes !== undefined) return { kind: 'locked', count: minutes };
  const typed = (error?.error as Partial<WrongPassword> | undefined)?.attemptsRemaining;
  const left = typeof typed === 'number' ? typed : number(/(\d+)\s*attempts?\s+remaining/i);
  if (error?.status === 400 && left !== undefined) return { kind: 'wrongPassword', count: left };
  return { kind: 'other', message: withFullStop(message || fallback) };
}
