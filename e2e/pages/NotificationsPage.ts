import { Screen } from './Screen.ts';

export class NotificationsPage extends Screen {
  /** The bottom bar's notifications item; its name carries the unread count ("Notifications 3 unread"). */
  get bell() {
    return this.bottomNav.getByRole('link', { name: /^Notifications/ });
  }
  get title() {
    return this.heading('Notifications');
  }
  async open() {
    await this.page.goto('/account-setting/notification');
  }
  item(title: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${title}`) });
  }

  /** The bell's name for a number of unread notifications. */
  unreadName(unread: number) {
    return unread > 0 ? `Notifications ${unread} unread` : 'Notifications';
  }
}
