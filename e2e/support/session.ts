import { authCalls } from '@assessor/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** The seed's assessors (mock-server/README.md); all share the demo password. */
export const demo = { email: 'assessor@demo.test', password: 'Demo@1234', mobile: '9876543210' } as const;
export const seededAssessor = (email: string): Credentials => ({ email, password: demo.password });

/** What the client keeps after a login (client/src/lib/storedSession.ts): the token and the login details without it. */
export interface Session {
  token: string;
  userData: Record<string, unknown> & { _id: string };
}

/** Browser storage keys of spec §9, as the client reads them at start. */
const storageKeys = { token: 'token', userData: 'userData' } as const;

/** Logs in over HTTP, as the login screen does, and answers what the client would store. */
export async function logInOverHttp(request: APIRequestContext, { email, password }: Credentials): Promise<Session> {
  const answer = await request.post(authCalls.loginAssessor.path, { data: { email, password } });
  expect(answer.ok(), `${email} logs in over HTTP`).toBe(true);
  const { token, ...userData } = ((await answer.json()) as { details: Session['userData'] & { token: string } })
    .details;
  return { token, userData };
}

/**
 * Stores the session before the next page load, once per tab (a flag in sessionStorage), so a later logout or
 * 410 is not undone by the next navigation.
 */
export async function seedSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ keys, token, userData }) => {
      // about:blank and other opaque origins have no storage.
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', 'yes');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.userData, JSON.stringify(userData));
    },
    { keys: storageKeys, token: session.token, userData: session.userData },
  );
}

/** The session the page has stored, as [token, userData] (null when absent). */
export function storedSession(page: Page): Promise<[string | null, string | null]> {
  return page.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.userData)], storageKeys);
}
