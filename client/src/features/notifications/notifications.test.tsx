import { notificationCalls, trainerCalls } from '@assessor/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { answerOf, signIn, withRealMock, watchRequests } from '../../test/realMock.ts';
import { NotificationBell } from './NotificationBell.tsx';

withRealMock();

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The bell's name: label, count, "unread" (jsdom joins the inline parts without the browser's spaces). */
const unreadName = (count: number) => new RegExp(`^Notifications\\s*${count}\\s*unread$`);

describe('notification polling', () => {
  it(
    'polls with If-None-Match, keeps the data on 304, picks up changes, and pauses while the page is hidden',
    { timeout: 20_000 },
    async () => {
      const session = await signIn();
      const assessorId = session.userData._id!;
      const sent = watchRequests();
      const polls = () => sent().filter((r) => r.url.startsWith('/api/notification-list'));
      renderWithProviders(
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>,
        { preloadedState: session.preloadedState },
      );

      await vi.waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(1));
      const first = polls()[0]!;
      expect(first.url).toContain(`assesor_id=${assessorId}`);
      // What the mock answers that same request: the seeded unread count and the list's ETag.
      const query = Object.fromEntries(new URL(first.url, 'http://x').searchParams) as { assesor_id: string };
      const seeded = await answerOf(notificationCalls.notificationList, { query }, session.token);
      const unread = seeded.body.details!.unreadCount;
      expect(await screen.findByRole('link', { name: unreadName(unread) })).toBeInTheDocument();

      await vi.waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
      expect(polls()[1]!.headers['if-none-match']).toBe(seeded.etag);
      expect(screen.getByRole('link', { name: unreadName(unread) })).toBeInTheDocument();

      await answerOf(trainerCalls.notify, {
        body: { assessor: assessorId, title: 'Reminder', content: 'Upload the group photos' },
      });
      expect(await screen.findByRole('link', { name: unreadName(unread + 1) }, { timeout: 3000 })).toBeInTheDocument();

      setVisibility('hidden');
      const whileHidden = polls().length;
      await new Promise((resolve) => setTimeout(resolve, 2600));
      expect(polls().length).toBe(whileHidden);

      setVisibility('visible');
      await vi.waitFor(() => expect(polls().length).toBe(whileHidden + 1), { timeout: 1000 });
    },
  );

  it('does not poll when logged out', async () => {
    const sent = watchRequests();
    renderWithProviders(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent()).toEqual([]);
  });
});
