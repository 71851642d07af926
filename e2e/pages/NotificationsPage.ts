import type { Page } from '@playwright/test';

export class NotificationsPage {
  constructor(private readonly page: Page) {}

  /** The top-bar bell; its name carries the unread count ("Notifications, 3 unread"). */
  get bell() { return this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ }); }
  get heading() { return this.page.getByRole('heading', { name: 'Notifications' }); }
  item(title: string) { return this.page.getByRole('button', { name: new RegExp(`^${title}`) }); }

  /** The unread count the bell shows (0 when it shows none). */
  async unreadCount(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
  }
}
