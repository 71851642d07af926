import { hasBackgroundSync } from './backgroundSync.ts';

/** The assessor's answer to the one question (`granted`, `denied`, `default` for a dismissal), kept on the phone. */
export const NOTIFICATIONS_ASKED_KEY = 'outboxNotificationsAsked';

/**
 * Asks once whether the service worker may say what it sent while the app was closed: only after a capture was kept
 * on the phone for want of network (the moment it can matter), never at first load, never again after any answer.
 * Not where nothing is sent while the app is closed (no Background Sync).
 */
export function askToNotifyOnce(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default' || !hasBackgroundSync()) return;
  if (localStorage.getItem(NOTIFICATIONS_ASKED_KEY) !== null) return;
  localStorage.setItem(NOTIFICATIONS_ASKED_KEY, 'default');
  Notification.requestPermission().then(
    (answer) => localStorage.setItem(NOTIFICATIONS_ASKED_KEY, answer),
    () => undefined,
  );
}
