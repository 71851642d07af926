import type { Notification } from '../../features/notifications/NotificationItem.tsx';

/** The alert the banner shows: the newest unread notification of type alert that the assessor has not opened or dismissed. */
export function alertToShow(items: readonly Notification[], handled: ReadonlySet<string>): Notification | undefined {
  return items.find((item) => item.type === 'alert' && !item.isRead && !handled.has(item._id));
}
