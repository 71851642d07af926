import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '../../config/runtimeConfig.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInState } from '../../test/signedIn.ts';
import { ok, startTestServer, type TestServer } from '../../test/testServer.ts';
import { NotificationBell } from './NotificationBell.tsx';

const state = { version: 1, unread: 2 };
let server: TestServer;
const polls = () => server.requests.filter((r) => r.url.startsWith('/api/notification-list'));

beforeAll(async () => {
  server = await startTestServer(({ headers }) => {
    const etag = `"v${state.version}"`;
    if (headers['if-none-match'] === etag) return { status: 304, body: '', headers: { etag } };
    return { ...ok({ notifications: [], unreadCount: state.unread, page: 1, totalCounts: 0, totalPages: 0 }), headers: { etag } };
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('notification polling', () => {
  it('polls with If-None-Match, keeps the data on 304, picks up changes, and pauses while the page is hidden', { timeout: 20_000 }, async () => {
    renderWithProviders(<MemoryRouter><NotificationBell /></MemoryRouter>, { preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(polls()[0]!.url).toContain('assesor_id=a1');

    await vi.waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(polls()[1]!.headers['if-none-match']).toBe('"v1"');
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    state.version = 2;
    state.unread = 3;
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 3000 })).toBeInTheDocument();

    setVisibility('hidden');
    const whileHidden = polls().length;
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(polls().length).toBe(whileHidden);

    setVisibility('visible');
    await vi.waitFor(() => expect(polls().length).toBe(whileHidden + 1), { timeout: 1000 });
  });

  it('does not poll when logged out', async () => {
    const before = polls().length;
    renderWithProviders(<MemoryRouter><NotificationBell /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(polls().length).toBe(before);
  });
});
