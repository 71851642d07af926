/**
 * Whether the browser has Background Sync (Chromium: yes; Safari, Firefox: no). Without it nothing is sent while the
 * app is closed: the outbox screen says to open the app with signal, and no notification permission is asked for.
 */
export function hasBackgroundSync(): boolean {
  return typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}
