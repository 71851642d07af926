import type { Notification } from '../../features/notifications/NotificationItem.tsx';

/**
 * The alert the banner shows: the newest unread notification of type alert that was not there when the app opened
 * (those are on the list already) and that the assessor has not opened or dismissed.
 */
export function alertToShow(items: readonly Notification[], known: ReadonlySet<string>): Notification | undefined {
  return items.find((item) => item.type === 'alert' && !item.isRead && !known.has(item._id));
}
