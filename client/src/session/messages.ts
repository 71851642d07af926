import type { SignedOutReason } from './authSlice.ts';
import type { ErrorStatus } from '../api/types.ts';

export interface ErrorRule {
  /** i18n key (namespace `errors`) of the message. */
  messageKey: string;
  level: 'error' | 'warning';
  /** End the session; the login screen shows the message instead of a toast. */
  signOut?: SignedOutReason;
  /** Applies only to calls that need a token; logged-out calls (login) handle this status themselves. */
  onlyForAuthCalls?: boolean;
}

/**
 * Spec §8 in one table: what each failure shows globally. Statuses not listed (400, 422, 423, 426, …) show nothing
 * globally: the screen that made the call shows the server's message or reacts itself.
 */
export const errorRules: Partial<Record<ErrorStatus, ErrorRule>> = {
  401: { messageKey: 'unauthorized', level: 'error', signOut: 'sessionExpired', onlyForAuthCalls: true },
  410: { messageKey: 'authFailed', level: 'error', signOut: 'authFailed' },
  403: { messageKey: 'somethingWentWrong', level: 'warning' },
  404: { messageKey: 'notFound', level: 'error' },
  500: { messageKey: 'internalServerError', level: 'error' },
  NETWORK: { messageKey: 'networkError', level: 'error' },
  INVALID_RESPONSE: { messageKey: 'somethingWentWrong', level: 'warning' },
};

/** The message shown on the login screen after the session ended. */
export const signedOutMessageKeys: Record<SignedOutReason, string> = {
  sessionExpired: 'unauthorized',
  authFailed: 'authFailed',
};

export function ruleFor(status: ErrorStatus, callNeedsAuth: boolean): ErrorRule | undefined {
  const rule = errorRules[status];
  if (!rule || (rule.onlyForAuthCalls && !callNeedsAuth)) return undefined;
  return rule;
}
