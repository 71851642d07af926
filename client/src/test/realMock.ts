import {
  AUTH_HEADER,
  TRAINER_PASSCODE_HEADER,
  authCalls,
  buildRequest,
  trainerCalls,
  type ArgsOf,
  type CallSpec,
  type DetailsOf,
} from '@assessor/contract';
import { beforeAll, beforeEach, inject, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig.ts';
import { userDataFrom } from '../features/auth/loginOutcome.ts';
import { initialAuthState, type UserData } from '../session/authSlice.ts';
import { storeSession } from '../lib/storedSession.ts';
import type { RootState } from '../app/store.ts';

/**
 * Client tests against the real mock (`mockServer.global.ts` starts it): its URL, a reset, typed calls of the
 * contract's API and trainer calls over HTTP, and a sign-in. Data comes from the fixed test seed, so assertions read
 * seeded values through these calls instead of repeating them.
 */

/** The fetch of this file's own calls to the mock, kept out of what watchRequests sees. */
const fetchDirect: typeof fetch = globalThis.fetch.bind(globalThis);

export const DEMO = { email: 'assessor@demo.test', password: 'Demo@1234' } as const;

/** This worker's mock: files that run at the same time each have their own. */
export function mockUrl(): string {
  const urls = inject('mockUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(slot - 1) % urls.length];
  if (!url) throw new Error("no mock URL provided: is mockServer.global.ts the client project's globalSetup?");
  return url;
}

/** Back to the seed (every session ended, uploads deleted) and the mock's clock back to its start. */
export async function resetMock(): Promise<void> {
  await callMock(trainerCalls.reset);
  await moveClock({ reset: true });
}

/** Moves the mock's (fake) clock on, e.g. past the 30 s between two OTPs to one mobile. */
export async function advanceMockClock(ms: number): Promise<void> {
  await moveClock({ advanceMs: ms });
}

async function moveClock(body: { advanceMs?: number; reset?: boolean }): Promise<void> {
  const response = await fetchDirect(`${mockUrl()}/__test/clock`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`clock: HTTP ${response.status}`);
}

/** Points the app at the mock for this file and resets it before every test. */
export function withRealMock(): void {
  beforeAll(() => setRuntimeConfig({ apiHost: mockUrl() }));
  beforeEach(resetMock);
}

export interface Envelope<C extends CallSpec> {
  statusCode: number;
  success: boolean;
  message: string;
  details?: DetailsOf<C>;
  error?: unknown;
}

/** One call of the contract (API or trainer) as it is, success or not. */
export async function answerOf<C extends CallSpec>(
  call: C,
  args = {} as ArgsOf<C>,
  token?: string,
): Promise<{ status: number; etag: string | null; body: Envelope<C> }> {
  const { method, url, query, body } = buildRequest(call, args);
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`
    : '';
  const response = await fetchDirect(`${mockUrl()}${url}${search}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { [AUTH_HEADER]: token } : {}),
      ...(call.source === 'mock' ? { [TRAINER_PASSCODE_HEADER]: inject('trainerPasscode') } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as Envelope<C> };
}

/** The `details` of a call that must succeed (set-up steps). */
export async function callMock<C extends CallSpec>(
  call: C,
  args = {} as ArgsOf<C>,
  token?: string,
): Promise<DetailsOf<C>> {
  const { status, body } = await answerOf(call, args, token);
  if (!body.success) throw new Error(`${call.method} ${call.path} answered ${status}: ${body.message}`);
  return body.details as DetailsOf<C>;
}

/** A seeded assessor as the trainer lists them (`_id`, name, e-mail, mobile, …). */
export async function assessorBy(key: { email?: string; mobile?: string }) {
  const rows = await callMock(trainerCalls.assessors);
  const row = rows.find(
    (assessor) =>
      (key.email === undefined || assessor.email === key.email) &&
      (key.mobile === undefined || assessor.mobile === key.mobile),
  );
  if (!row) throw new Error(`no assessor ${JSON.stringify(key)}`);
  return row;
}

export interface Session {
  token: string;
  userData: UserData;
  /** The store's state of this session, for `renderWithProviders`. */
  preloadedState: Partial<RootState>;
}

/** Logs in over HTTP (the demo assessor by default) and stores the session as the app would after its login. */
export async function signIn(email: string = DEMO.email, password: string = DEMO.password): Promise<Session> {
  const details = await callMock(authCalls.loginAssessor, { body: { email, password } });
  const userData = userDataFrom(details);
  storeSession(details.token, userData);
  return {
    token: details.token,
    userData,
    preloadedState: { auth: { ...initialAuthState, token: details.token, userInfo: userData } },
  };
}

export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/notification-list?page=1`. */
  url: string;
  /** Request headers as set by the app, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Watches what the app sends, without changing it (the requests still reach the mock): a GET through fetch, every
 * other call through jsdom's XHR, which axios uses (api/baseQuery.ts). Call it inside a test (spies are restored after
 * each test); read the returned function whenever needed: the requests in the order they were made. This file's own
 * calls to the mock (`answerOf`, the reset) are not among them.
 */
export function watchRequests(): () => SentRequest[] {
  const proto = XMLHttpRequest.prototype;
  const opens = vi.spyOn(proto, 'open');
  const headers = vi.spyOn(proto, 'setRequestHeader');
  const sends = vi.spyOn(proto, 'send');
  const fetches = vi.spyOn(globalThis, 'fetch');
  const path = (url: string | URL) => {
    const { pathname, search } = new URL(url, mockUrl());
    return `${pathname}${search}`;
  };
  return () => {
    const byXhr = opens.mock.contexts.map((xhr, i) => {
      const [method = '', url = ''] = opens.mock.calls[i] as unknown as [string, string | URL];
      const set = headers.mock.calls
        .filter((_, j) => headers.mock.contexts[j] === xhr)
        .map(([name, value]) => [name.toLowerCase(), value]);
      const request = {
        method,
        url: path(url),
        headers: Object.fromEntries(set),
        body: sends.mock.calls[sends.mock.contexts.indexOf(xhr)]?.[0],
      };
      return { order: opens.mock.invocationCallOrder[i]!, request };
    });
    const byFetch = fetches.mock.calls.map(([input, init], i) => {
      const set = Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]);
      const request = {
        method: init?.method ?? 'GET',
        url: path(input instanceof Request ? input.url : input),
        headers: Object.fromEntries(set),
        body: init?.body,
      };
      return { order: fetches.mock.invocationCallOrder[i]!, request };
    });
    return [...byXhr, ...byFetch].sort((a, b) => a.order - b.order).map(({ request }) => request);
  };
}
